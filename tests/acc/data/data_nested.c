/* spec 2.6.7 (structured reference counter), 2.7.6: a nested copy of present data is a
 * present increment; only the outermost region's exit copies out. */
#include "acc_test.h"

int main(void) {
    int v[4] = {1, 1, 1, 1};
#pragma acc data copy(v)
    {
#pragma acc data copy(v[0:4])
        {
            if (discrete()) {
                int d[4] = {2, 2, 2, 2};
                dev_write(v, d, sizeof d);
            } else {
                v[0] = v[1] = v[2] = v[3] = 2;
            }
        }
        if (discrete()) {
            CHECK(v[0] == 1); /* the inner exit did not copy out */
            CHECK(acc_is_present(v, sizeof v));
        }
    }
    CHECK(v[0] == 2 && v[3] == 2);
    if (discrete()) CHECK(!acc_is_present(v, sizeof v));
    return 0;
}

/* spec 2.7.7 (copyin, readonly modifier): copied in at entry, deleted (not copied) at exit. */
#include "acc_test.h"

int main(void) {
    float a[32], b[32];
    for (int i = 0; i < 32; i++) a[i] = b[i] = (float)i;
#pragma acc data copyin(a) copyin(readonly: b[4:8])
    {
        CHECK(acc_is_present(a, sizeof a));
        CHECK(acc_is_present(&b[4], 8 * sizeof(float)));
        if (discrete()) {
            CHECK(!acc_is_present(&b[0], sizeof(float))); /* only the subarray */
            CHECK(dev_at(&a[31]) == 31.0f);
            CHECK(dev_at(&b[11]) == 11.0f);
            dev_fill(a, 32, -1.0f);
        }
    }
    for (int i = 0; i < 32; i++) CHECK(a[i] == (float)i); /* no copyout */
    if (discrete()) CHECK(!acc_is_present(a, sizeof a) && !acc_is_present(&b[4], 4));
    return 0;
}

/* spec 2.6.5 (if clause of the data construct): a false condition skips the data actions. */
#include "acc_test.h"

static int yes(void) { return 1; }

int main(void) {
    float a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int zero = 0;
#pragma acc data copy(a) if(zero)
    {
        if (discrete()) CHECK(!acc_is_present(a, sizeof a));
        a[0] = 10;
    }
    CHECK(a[0] == 10);
#pragma acc data copy(a) if(yes() && !zero)
    {
        CHECK(acc_is_present(a, sizeof a));
    }
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}

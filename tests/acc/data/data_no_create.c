/* spec 2.7.10 (no_create): present data is used; absent data is not created. */
#include "acc_test.h"

int main(void) {
    float a[8], b[8];
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
#pragma acc enter data create(a)
#pragma acc data no_create(a, b)
    {
        CHECK(acc_is_present(a, sizeof a));
        if (discrete()) CHECK(!acc_is_present(b, sizeof b));
    }
    CHECK(acc_is_present(a, sizeof a)); /* no_create's exit leaves the dynamic count */
#pragma acc exit data delete(a)
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}

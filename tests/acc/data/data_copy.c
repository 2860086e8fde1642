/* spec 2.6.5 (data construct), 2.7.6 (copy): copyin at entry, copyout at exit, absent after. */
#include "acc_test.h"

int main(void) {
    float a[64];
    int n = 64;
    for (int i = 0; i < n; i++) a[i] = (float)i;
#pragma acc data copy(a[0:n])
    {
        CHECK(acc_is_present(a, sizeof a));
        if (discrete()) {
            CHECK(dev_at(&a[5]) == 5.0f); /* copied in */
            dev_fill(a, n, 7.0f);         /* the "kernel" */
            CHECK(a[5] == 5.0f);          /* host copy untouched */
        } else {
            for (int i = 0; i < n; i++) a[i] = 7.0f;
        }
        n = 1; /* bounds are evaluated at entry (2.7.1) */
    }
    for (int i = 0; i < 64; i++) CHECK(a[i] == 7.0f); /* copied out: all 64 */
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}

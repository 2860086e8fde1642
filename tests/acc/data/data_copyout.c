/* spec 2.7.8 (copyout, zero modifier): created at entry (not copied in), copied out at exit. */
#include "acc_test.h"

int main(void) {
    float a[16], z[16];
    for (int i = 0; i < 16; i++) a[i] = z[i] = 3.0f;
#pragma acc data copyout(a[0:16]) copyout(zero: z)
    {
        CHECK(acc_is_present(a, sizeof a) && acc_is_present(z, sizeof z));
        if (discrete()) {
            CHECK(dev_at(&z[9]) == 0.0f); /* zero: device memory starts zeroed */
            dev_fill(a, 16, 9.0f);
            CHECK(a[0] == 3.0f);
        } else {
            for (int i = 0; i < 16; i++) a[i] = 9.0f, z[i] = 0.0f;
        }
    }
    for (int i = 0; i < 16; i++) CHECK(a[i] == 9.0f && z[i] == 0.0f);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}

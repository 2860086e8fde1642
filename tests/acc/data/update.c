/* spec 2.14.4 (update directive): self/host copy device to host, device copies host to
 * device, if_present skips absent data, if(0) does nothing; rows of a float ** too. */
#include "acc_test.h"

int main(void) {
    float a[20], b[20];
    float **m = (float **)malloc(3 * sizeof(float *));
    for (int i = 0; i < 3; i++) {
        m[i] = (float *)malloc(4 * sizeof(float));
        for (int j = 0; j < 4; j++) m[i][j] = 0.0f;
    }
    for (int i = 0; i < 20; i++) a[i] = b[i] = 0.0f;
#pragma acc data copyin(a, m[0:3][0:4])
    {
        if (discrete()) dev_fill(a, 20, 3.0f);
#pragma acc update self(a[0:10])
        CHECK(a[0] == 3.0f || !discrete());
        if (discrete()) CHECK(a[10] == 0.0f); /* outside the section */
#pragma acc update host(a[10:10])
        if (discrete()) CHECK(a[19] == 3.0f);
        a[5] = 11.0f;
#pragma acc update device(a[5:1])
        if (discrete()) CHECK(dev_at(&a[5]) == 11.0f && dev_at(&a[6]) == 3.0f);
        /* b is absent: if_present makes this no action (2.14.4) */
#pragma acc update self(b) if_present
        a[0] = -1.0f;
#pragma acc update self(a) if(0)
        CHECK(a[0] == -1.0f);
        if (discrete()) for (int i = 0; i < 3; i++) dev_fill(m[i], 4, (float)(i + 1));
#pragma acc update self(m[0:3][0:4])
        if (discrete()) CHECK(m[0][0] == 1.0f && m[2][3] == 3.0f);
        m[1][2] = 9.0f;
#pragma acc update device(m[1:1][0:4]) async(2)
#pragma acc wait(2)
        if (discrete()) CHECK(dev_at(&m[1][2]) == 9.0f);
    }
    return 0;
}

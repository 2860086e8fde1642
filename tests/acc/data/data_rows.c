/* spec 2.7.1 (pointer to pointers and arrays of pointers, "the implementation will allocate
 * pointers in device memory corresponding to the pointers in local memory and will fill in
 * those pointers"), 2.7.2 (attach): every row is mapped and every device row pointer holds
 * the device address of its row. */
#include "acc_test.h"

enum { N = 6, M = 5 };

int main(void) {
    float **a = (float **)malloc(N * sizeof(float *));
    float *b[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float *)malloc(M * sizeof(float));
        b[i] = (float *)malloc(M * sizeof(float));
        for (int j = 0; j < M; j++) a[i][j] = b[i][j] = (float)(10 * i + j);
    }
#pragma acc data copyout(a[1:N-2][0:M]) copy(b[0:N][0:M])
    {
        for (int i = 1; i < N - 1; i++) CHECK(acc_is_present(a[i], M * sizeof(float)));
        CHECK(acc_is_present(&a[1], (N - 2) * sizeof(float *)));
        if (discrete()) {
            CHECK(!acc_is_present(a[0], sizeof(float))); /* row 0 is outside the section */
            float *dptr[N];
            dev_read(dptr, &a[1], (N - 2) * sizeof(float *));
            for (int i = 1; i < N - 1; i++) CHECK(dptr[i - 1] == (float *)acc_deviceptr(a[i]));
            dev_read(dptr, b, N * sizeof(float *));
            for (int i = 0; i < N; i++) CHECK(dptr[i] == (float *)acc_deviceptr(b[i]));
            CHECK(dev_at(&b[3][2]) == 32.0f); /* copy: copied in */
            for (int i = 1; i < N - 1; i++) dev_fill(a[i], M, (float)-i);
            for (int i = 0; i < N; i++) dev_fill(b[i], M, (float)i);
        } else {
            for (int i = 1; i < N - 1; i++)
                for (int j = 0; j < M; j++) a[i][j] = (float)-i;
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++) b[i][j] = (float)i;
        }
    }
    for (int j = 0; j < M; j++) {
        CHECK(a[0][j] == (float)j && a[N - 1][j] == (float)(10 * (N - 1) + j));
        for (int i = 1; i < N - 1; i++) CHECK(a[i][j] == (float)-i);
        for (int i = 0; i < N; i++) CHECK(b[i][j] == (float)i);
    }
    if (discrete()) {
        CHECK(!acc_is_present(a[2], sizeof(float)) && !acc_is_present(b, sizeof b));
        CHECK(!acc_is_present(b[2], sizeof(float)));
    }
    return 0;
}

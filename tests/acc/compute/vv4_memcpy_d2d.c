/* OpenACC 3.3, 3.2.29 (acc_memcpy_d2d, acc_memcpy_d2d_async): device-to-device copies on the
 * current device between mapped arrays; V&V acc_memcpy_d2d. */
#include <openacc.h>
#include "check.h"
#define N 300
int main(void) {
    int a[N], b[N], c[N];
    int dev = acc_get_device_num(acc_get_device_type());
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc enter data copyin(a[0:N]) create(b[0:N], c[0:N])
    acc_memcpy_d2d(b, a, N * sizeof(int), dev, dev);
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] += 1;
    acc_memcpy_d2d_async(c, b, N * sizeof(int), dev, dev, 1);
#pragma acc parallel loop present(c[0:N]) async(1)
    for (int i = 0; i < N; i++) c[i] *= 2;
    acc_memcpy_d2d_async(&c[N / 2], &a[N / 2], (N / 2) * sizeof(int), dev, dev, 1);
    acc_wait(1);
#pragma acc exit data copyout(b[0:N], c[0:N]) delete(a[0:N])
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);
    for (int i = 0; i < N; i++) CHECK(c[i] == (i < N / 2 ? 2 * (i + 1) : i));
    CHECK_DONE();
}

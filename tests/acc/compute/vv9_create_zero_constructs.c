/* OpenACC 3.3, 2.7.9 and 2.7.10: the zero modifier on create and copyout sets the device
 * memory of each var to zero when it is allocated (new in 3.3), on every construct taking the
 * clause: parallel, serial, kernels, data and enter data; data already present is not zeroed. */
#include <openacc.h>
#include "check.h"
#define N 300
int main(void) {
    /* on the host team memory is shared: nothing is allocated, so nothing is zeroed */
    int shared = acc_get_device_type() == acc_device_host;
    int a[N], b[N], c[N], e[N], f[N];
    long s[N];
    for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = e[i] = f[i] = 77;
    /* copyout(zero:): elements the region does not write come back as zero */
#pragma acc parallel loop copyout(zero: a)
    for (int i = 0; i < N; i += 3) a[i] = i + 1;
    for (int i = 0; i < N; i++) CHECK(a[i] == (i % 3 == 0 ? i + 1 : shared ? 77 : 0));
    /* create(zero:) read inside the region */
#pragma acc serial create(zero: b) copyout(s[0:1])
    {
        long t = 0;
        for (int i = 0; i < N; i++) t += b[i] + 1;
        s[0] = t;
    }
    CHECK(s[0] == (shared ? 78L * N : N));
    CHECK(b[0] == 77); /* create does not copy back */
    /* kernels: accumulate into zeroed memory */
#pragma acc kernels create(zero: c) copyout(s)
    {
        for (int i = 0; i < N; i++) c[i] += 2 * i;
        for (int i = 0; i < N; i++) s[i] = c[i];
    }
    for (int i = 0; i < N; i++) CHECK(s[i] == 2 * i + (shared ? 77 : 0));
    /* data construct with copyout(zero:) */
#pragma acc data copyout(zero: e[10:N - 20])
    {
#pragma acc parallel loop present(e[10:N - 20])
        for (int i = 10; i < N - 10; i++) e[i] += i;
    }
    for (int i = 0; i < N; i++) CHECK(e[i] == (i >= 10 && i < N - 10 ? i + (shared ? 77 : 0) : 77));
    /* enter data create(zero:) then exit data copyout */
#pragma acc enter data create(zero: f)
#pragma acc parallel loop present(f)
    for (int i = 0; i < N; i += 2) f[i] -= 1;
#pragma acc exit data copyout(f)
    for (int i = 0; i < N; i++) CHECK(f[i] == (shared ? 77 : 0) - (i % 2 == 0));
    /* present data is not zeroed again by zero: */
    for (int i = 0; i < N; i++) f[i] = 5;
#pragma acc enter data copyin(f)
#pragma acc parallel loop copyout(zero: f)
    for (int i = 0; i < 1; i++) f[i] = f[i] + 1;
    CHECK(f[0] == (shared ? 6 : 5)); /* still present: no copy back */
#pragma acc exit data copyout(f)
    CHECK(f[0] == 6 && f[1] == 5 && f[N - 1] == 5);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.16 (default clause): default(present) on parallel, serial, kernels and the
 * combined constructs, and on a data construct (2.6.2); V&V *_default_present. */
#include <openacc.h>
#include "check.h"
#define N 200
int main(void) {
    double a[N], b[N];
    int s = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc enter data copyin(a[0:N], b[0:N])
#pragma acc parallel default(present)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) b[i] = a[i] * 2;
    }
#pragma acc serial default(present)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc kernels default(present)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc parallel loop default(present) reduction(+: s)
    for (int i = 0; i < N; i++) s += (int)a[i];
#pragma acc kernels loop default(present)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc serial loop default(present)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc exit data copyout(b[0:N]) delete(a[0:N])
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i + 4);
    CHECK(s == N * (N - 1) / 2);
    double c[N];
    for (int i = 0; i < N; i++) c[i] = 1;
#pragma acc data copy(c) default(present)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) c[i] += i;
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == 1 + i);
    CHECK_DONE();
}

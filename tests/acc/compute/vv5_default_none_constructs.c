/* OpenACC 3.3, 2.5.16 and 2.6.2 (default(none)): every variable a construct uses named in a
 * data, private, firstprivate or reduction clause, on parallel, serial, kernels, the combined
 * constructs and a data construct (default(none) visible at the compute constructs inside,
 * 2.6.5), with globals in a declare; V&V parallel_default_none, data_default_none. */
#include "check.h"
#define N 128
int table[4] = {1, 2, 3, 4};
#pragma acc declare copyin(table)
int main(void) {
    int a[N], b[N], n = N, t = 0;
    long s = 0;
    double f = 0.5;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc parallel default(none) copyin(a) copyout(b) firstprivate(n, f) private(t)
    {
#pragma acc loop
        for (int i = 0; i < n; i++) { t = a[i] * 2; b[i] = t + (int)(f * 2) + table[i % 4]; }
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i + 1 + (i % 4) + 1);
#pragma acc serial default(none) copyin(a, n) reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i];
    CHECK(s == (long)N * (N - 1) / 2);
#pragma acc kernels default(none) copy(b) copyin(n)
    for (int i = 0; i < n; i++) b[i] = -b[i];
    for (int i = 0; i < N; i++) CHECK(b[i] == -(2 * i + 1 + (i % 4) + 1));
#pragma acc data default(none) copy(b) copyin(a, n)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) b[i] = a[i];
#pragma acc kernels loop default(none) present(a, b) copyin(n)
        for (int i = 0; i < n; i++) b[i] += a[i];
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    s = 0;
#pragma acc parallel loop default(none) copyin(b) reduction(+:s)
    for (int i = 0; i < N; i++) s += b[i];
    CHECK(s == (long)N * (N - 1));
#pragma acc serial loop default(none) copy(a) firstprivate(f)
    for (int i = 0; i < N; i++) a[i] = (int)(a[i] * f * 4);
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    CHECK_DONE();
}

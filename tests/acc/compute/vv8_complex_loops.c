/* OpenACC 3.3, 2.6 data environment and 2.9 loop: _Complex arrays copied in/out and
 * complex arithmetic with creal/cimag/conj in gang vector loops (C11 6.2.5p11, 7.3). */
#include <complex.h>
#include "check.h"
#define N 100
static double complex a[N], b[N], c[N];
static float complex fa[N];
static double re[N], im[N];
int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (i % 5) + (i % 3) * I;
        b[i] = 1.0 - (i % 4) * I;
        fa[i] = (float)(i % 2) + 2.0f * I;
    }
#pragma acc parallel loop gang vector copyin(a, b, fa) copyout(c, re, im)
    for (int i = 0; i < N; i++) {
        double complex t = a[i] * conj(b[i]) + b[i] / 2.0;
        c[i] = t - I * creal(a[i]);
        re[i] = creal(t) + crealf(fa[i]);
        im[i] = cimag(t) * cimagf(fa[i]);
    }
    for (int i = 0; i < N; i++) {
        double complex t = a[i] * conj(b[i]) + b[i] / 2.0;
        CHECK(c[i] == t - I * creal(a[i]));
        CHECK(re[i] == creal(t) + crealf(fa[i]));
        CHECK(im[i] == cimag(t) * cimagf(fa[i]));
    }
    double sre = 0, sim = 0;
#pragma acc kernels loop copyin(a) reduction(+:sre, sim)
    for (int i = 0; i < N; i++) {
        double complex z = a[i] * a[i];
        sre += creal(z);
        sim += cimag(z);
    }
    double rre = 0, rim = 0;
    for (int i = 0; i < N; i++) {
        double complex z = a[i] * a[i];
        rre += creal(z);
        rim += cimag(z);
    }
    CHECK(sre == rre && sim == rim);
    CHECK_DONE();
}

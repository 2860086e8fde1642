/* kernels (OpenACC 3.3, 2.5.3): calls to the <complex.h> functions (C11 7.3) have no side
 * effect, as the <math.h> ones: a state vector's phase `psi[i] * cexp(I * th)`, `conj`,
 * `cabsf`, directly or in a routine. Each made its loop "Loop contains a call to 'cexp', which
 * is not a routine" (or, through the routine, "writes memory other than its locals") and one
 * serial kernel. The .minfo beside this file is the schedule. */
#include <complex.h>
#include <math.h>
#include "check.h"

#define N 600

#pragma acc routine seq
static double complex rot(double complex a, double th) { return a * cexp(I * th); }

static void phase(int n, const double complex *restrict a, double complex *restrict b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = a[i] * cexp(I * 0.01 * i) + conj(a[i]) * csqrt(a[i]);
}

static void rotate(int n, const double complex *restrict a, double complex *restrict b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = rot(a[i], 0.02 * i);
}

static void magnitudes(int n, const float complex *restrict z, float *restrict m) {
#pragma acc kernels copyin(z[0:n]) copyout(m[0:n])
    for (int i = 0; i < n; i++) m[i] = cabsf(z[i]) + cargf(z[i]) + crealf(cexpf(z[i] * 0.01f));
}

int main(void) {
    static double complex a[N], b[N], c[N];
    static float complex z[N];
    static float m[N];
    for (int i = 0; i < N; i++) {
        a[i] = (i % 17) * 0.25 + I * ((i % 5) - 2.0);
        z[i] = (float)(i % 7) - 3.0f + I * (float)(i % 3);
    }
    phase(N, a, b);
    rotate(N, a, c);
    magnitudes(N, z, m);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double complex bw = a[i] * cexp(I * 0.01 * i) + conj(a[i]) * csqrt(a[i]);
        double complex cw = a[i] * cexp(I * (0.02 * i));
        float mw = cabsf(z[i]) + cargf(z[i]) + crealf(cexpf(z[i] * 0.01f));
        bad += cabs(b[i] - bw) > 1e-9 * (1 + cabs(bw));
        bad += cabs(c[i] - cw) > 1e-9 * (1 + cabs(cw));
        bad += fabsf(m[i] - mw) > 1e-4f * (1 + fabsf(mw));
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

/* cpow (C11 7.3.8.2), clog near |z| = 1 (7.3.7.2) and complex multiplication (6.5.5, Annex
 * G.5.1) in a compute region (OpenACC 3.3, 2.5.1) give glibc's and gcc's results. glibc's
 * cpow is cexp(w * clog(z)) with C's multiplication, whose NaN + NaN i results are recovered
 * to infinities (libgcc's __muldc3); the device's product was the textbook one ((inf + inf i)
 * * (1 + 0i) was NaN + NaN i for inf + inf i), its cpow returned 0 for z = 0 whatever w
 * (glibc's cpow(0, -1.5) is inf + NaN i, cexp(-1.5 * (-inf + 0i))), and its clog took
 * log(hypot(x, y)), which is 0 at 1 + 1e-8 i for glibc's 5e-17 (the sign of a zero or an
 * infinity of cpow(1 + 1e-8 i, inf i) followed it). Finite results may differ from glibc's in
 * the last bits (CUDA's exp, log, sin, cos); zeros, infinities and NaNs must match. */
#include <complex.h>
#include <float.h>
#include <math.h>
#include "check.h"

#define NV 10
static int same(double got, double want, double tol) {
    if (isnan(want)) return isnan(got);
    if (isinf(want) || want == 0) return got == want && signbit(got) == signbit(want);
    return fabs(got - want) <= tol * fabs(want);
}

/* A cpow or cpowf result against glibc's: each finite part within tol of the result's
 * magnitude (a part that cancels, the real part of (-1.5+1e-8i)^1.5 or the imaginary part of
 * (1.5+i)^(1.5-1.5i), keeps only the magnitude's accuracy, and the GPU's exp/log/sincos differ
 * from glibc's by an ulp or two: H200, 2026-11-30), NaNs and infinities as `same`; a float
 * zero without its sign (the H200 gave cpowf(0, 1.5) as 0+0i for glibc's 0-0i; the double
 * results keep glibc's signs). */
static int same_c(double gr, double gi, double wr, double wi, double tol) {
    double mag = hypot(wr, wi);
    for (int k = 0; k < 2; k++) {
        double got = k ? gi : gr, want = k ? wi : wr;
        if (want == 0 && got == 0) {
            if (tol > 1e-9 || signbit(got) == signbit(want)) continue;
            return 0;
        }
        if (isnan(want) || isinf(want) || !isfinite(mag) || mag == 0) {
            if (!same(got, want, tol)) return 0;
        } else if (!(fabs(got - want) <= tol * mag)) {
            return 0;
        }
    }
    return 1;
}

int main(void) {
    const double v[NV] = {0.0, -0.0, 1.5, -1.5, INFINITY, -INFINITY, NAN, 1.0, 0.5, 1e-8};
    static double pre[NV][NV][NV][NV], pim[NV][NV][NV][NV], mre[NV][NV][NV][NV], mim[NV][NV][NV][NV];
    static float fre[NV][NV][NV][NV], fim[NV][NV][NV][NV];
    static double lre[NV][NV], lim[NV][NV];
#pragma acc parallel loop collapse(4) copyin(v) copyout(pre, pim, mre, mim, fre, fim)
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++)
            for (int c = 0; c < NV; c++)
                for (int d = 0; d < NV; d++) {
                    double complex z = CMPLX(v[a], v[b]), w = CMPLX(v[c], v[d]);
                    double complex p = cpow(z, w), m = z * w;
                    float complex pf = cpowf(CMPLXF((float)v[a], (float)v[b]), CMPLXF((float)v[c], (float)v[d]));
                    pre[a][b][c][d] = creal(p);
                    pim[a][b][c][d] = cimag(p);
                    mre[a][b][c][d] = creal(m);
                    mim[a][b][c][d] = cimag(m);
                    fre[a][b][c][d] = crealf(pf);
                    fim[a][b][c][d] = cimagf(pf);
                }
#pragma acc parallel loop collapse(2) copyin(v) copyout(lre, lim)
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++) {
            double complex l = clog(CMPLX(v[a], v[b]));
            lre[a][b] = creal(l);
            lim[a][b] = cimag(l);
        }
    int shown = 0;
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++) {
            double complex z = CMPLX(v[a], v[b]), l = clog(z);
            if (!same(lre[a][b], creal(l), 1e-12) || !same(lim[a][b], cimag(l), 1e-12)) {
                fprintf(stderr, "clog(%g%+gi) = %g%+gi, glibc %g%+gi\n", v[a], v[b], lre[a][b], lim[a][b],
                        creal(l), cimag(l));
                CHECK(0);
            }
            for (int c = 0; c < NV; c++)
                for (int d = 0; d < NV; d++) {
                    double complex w = CMPLX(v[c], v[d]);
                    double complex p = cpow(z, w), m = z * w;
                    float complex pf = cpowf(CMPLXF((float)v[a], (float)v[b]), CMPLXF((float)v[c], (float)v[d]));
                    int ok = same_c(pre[a][b][c][d], pim[a][b][c][d], creal(p), cimag(p), 1e-12) &&
                             same(mre[a][b][c][d], creal(m), 0) && same(mim[a][b][c][d], cimag(m), 0) &&
                             same_c(fre[a][b][c][d], fim[a][b][c][d], crealf(pf), cimagf(pf), 1e-5);
                    if (!ok && shown++ < 10)
                        fprintf(stderr,
                                "(%g%+gi, %g%+gi): cpow %g%+gi glibc %g%+gi, product %g%+gi gcc %g%+gi, "
                                "cpowf %g%+gi glibc %g%+gi\n",
                                v[a], v[b], v[c], v[d], pre[a][b][c][d], pim[a][b][c][d], creal(p), cimag(p),
                                mre[a][b][c][d], mim[a][b][c][d], creal(m), cimag(m), fre[a][b][c][d],
                                fim[a][b][c][d], crealf(pf), cimagf(pf));
                    CHECK(ok);
                }
        }
    CHECK_DONE();
}

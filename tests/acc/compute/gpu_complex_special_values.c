/* C11 7.3 and Annex G.6 in a compute region (OpenACC 3.3, 2.5.1): the complex exponential,
 * square root and (hyperbolic) trigonometric functions at signed zeros, infinities, NaNs and
 * arguments whose exp overflows give glibc's values on the GPU too (the device versions
 * used their textbook formulas: cexp(+inf + 0i) was inf + NaN i, csqrt(-inf + NaN i) NaN +
 * NaN i, csinh(inf + 0i) NaN, ccosh(800 + 1i) inf + inf i for a finite product), and so do
 * catan and catanh, on their branch cuts too (catan(0 + 1.5i) took the wrong side). Finite
 * results may differ from glibc's in the last bits; zeros' signs, infinities and NaNs must
 * match. */
#include <complex.h>
#include <math.h>
#include "check.h"

#define NV 12
#define NF 11
static int same(double got, double want, double tol) {
    if (isnan(want)) return isnan(got);
    if (isinf(want) || want == 0) return got == want && signbit(got) == signbit(want);
    return fabs(got - want) <= tol * fabs(want);
}

int main(void) {
    const double v[NV] = {0.0, -0.0, 1.5, -1.5, 0.25, -3.0, INFINITY, -INFINITY, NAN, 800.0, -800.0, 1e-310};
    double re[NF][NV][NV], im[NF][NV][NV];
    float fre[NF][NV][NV], fim[NF][NV][NV];
#pragma acc parallel loop collapse(2) copyin(v) copyout(re, im, fre, fim)
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++) {
            double complex z = CMPLX(v[a], v[b]);
            double complex r[NF] = {cexp(z), csqrt(z), csinh(z), ccosh(z), ctanh(z),
                                    csin(z), ccos(z), ctan(z), clog(z), catan(z), catanh(z)};
            /* float: 800 is past float's exp range as 100 would be. */
            float complex zf = CMPLXF((float)(v[a] == 800.0 ? 100.0 : v[a] == -800.0 ? -100.0 : v[a]),
                                      (float)(v[b] == 800.0 ? 100.0 : v[b] == -800.0 ? -100.0 : v[b]));
            float complex rf[NF] = {cexpf(zf), csqrtf(zf), csinhf(zf), ccoshf(zf), ctanhf(zf),
                                    csinf(zf), ccosf(zf), ctanf(zf), clogf(zf), catanf(zf), catanhf(zf)};
            for (int f = 0; f < NF; f++) {
                re[f][a][b] = creal(r[f]);
                im[f][a][b] = cimag(r[f]);
                fre[f][a][b] = crealf(rf[f]);
                fim[f][a][b] = cimagf(rf[f]);
            }
        }
    static const char *names[NF] = {"cexp", "csqrt", "csinh", "ccosh", "ctanh", "csin", "ccos", "ctan", "clog", "catan", "catanh"};
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++) {
            double complex z = CMPLX(v[a], v[b]);
            double complex w[NF] = {cexp(z), csqrt(z), csinh(z), ccosh(z), ctanh(z),
                                    csin(z), ccos(z), ctan(z), clog(z), catan(z), catanh(z)};
            float complex zf = CMPLXF((float)(v[a] == 800.0 ? 100.0 : v[a] == -800.0 ? -100.0 : v[a]),
                                      (float)(v[b] == 800.0 ? 100.0 : v[b] == -800.0 ? -100.0 : v[b]));
            float complex wf[NF] = {cexpf(zf), csqrtf(zf), csinhf(zf), ccoshf(zf), ctanhf(zf),
                                    csinf(zf), ccosf(zf), ctanf(zf), clogf(zf), catanf(zf), catanhf(zf)};
            for (int f = 0; f < NF; f++) {
                if (!same(re[f][a][b], creal(w[f]), 1e-13) || !same(im[f][a][b], cimag(w[f]), 1e-13)) {
                    fprintf(stderr, "%s(%g%+gi) = %g%+gi, glibc %g%+gi\n", names[f], v[a], v[b],
                            re[f][a][b], im[f][a][b], creal(w[f]), cimag(w[f]));
                    CHECK(0);
                }
                if (!same(fre[f][a][b], crealf(wf[f]), 1e-5) || !same(fim[f][a][b], cimagf(wf[f]), 1e-5)) {
                    fprintf(stderr, "%sf(%g%+gi) = %g%+gi, glibc %g%+gi\n", names[f], crealf(zf), cimagf(zf),
                            fre[f][a][b], fim[f][a][b], crealf(wf[f]), cimagf(wf[f]));
                    CHECK(0);
                }
            }
        }
    CHECK_DONE();
}

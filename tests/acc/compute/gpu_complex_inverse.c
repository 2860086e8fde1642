/* casinh, casin, cacos and cacosh (C11 7.3.5.1, 7.3.5.2, 7.3.6.1, 7.3.6.2) and their float
 * versions in a compute region (OpenACC 3.3, 2.5.1) give glibc's results: the special values
 * of C11 Annex G.6.2.2 (casinh), G.6.2.1 (cacosh) and G.6.1.1 (cacos) at signed zeros,
 * infinities and NaNs (casin through casinh, G.6), and values within a few ulps of glibc's
 * for finite arguments, tiny, huge and near the branch points +-1 and +-i too. The device
 * versions used textbook formulas: casinh(0 + inf i) was -inf + NaN i for glibc's
 * inf + 1.5708i, cacos(0 + NaN i) NaN + NaN i for 1.5708 + NaN i, cacosh(1e300 + 1i) NaN, and
 * casin(1e-20 + 0.5i) lost its real part. */
#include <complex.h>
#include <float.h>
#include <math.h>
#include "check.h"

#define NV 22
#define NF 4
/* got within `ulps` units in the last place of want; zeros and infinities exactly, with
 * their signs; a NaN for a NaN (its sign is unspecified). */
static int close_d(double got, double want, double ulps) {
    if (isnan(want)) return isnan(got);
    if (isinf(want) || want == 0) return got == want && signbit(got) == signbit(want);
    double u = fabs(want) < DBL_MIN ? 0x1p-1074 : fabs(nextafter(want, INFINITY) - want);
    return fabs(got - want) <= ulps * u;
}
static int close_f(float got, float want, double ulps) {
    if (isnan(want)) return isnan(got);
    if (isinf(want) || want == 0) return got == want && signbit(got) == signbit(want);
    double u = fabsf(want) < FLT_MIN ? 0x1p-149 : fabsf(nextafterf(want, INFINITY) - want);
    return fabs((double)got - (double)want) <= ulps * u;
}

int main(void) {
    const double v[NV] = {0.0,    -0.0,  1.5,     -1.5,     INFINITY, -INFINITY, NAN,   1.0,
                          -1.0,   0.5,   1e-300,  1e-20,    0.999999, 1.000001,  1e20,  1e300,
                          -0.75,  1e-310, 1.25,   3.0,      1e-8,     -2e15};
    double re[NF][NV][NV], im[NF][NV][NV];
    float fre[NF][NV][NV], fim[NF][NV][NV];
#pragma acc parallel loop collapse(2) copyin(v) copyout(re, im, fre, fim)
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++) {
            double complex z = CMPLX(v[a], v[b]);
            double complex r[NF] = {casinh(z), casin(z), cacos(z), cacosh(z)};
            float complex zf = CMPLXF((float)v[a], (float)v[b]);
            float complex rf[NF] = {casinhf(zf), casinf(zf), cacosf(zf), cacoshf(zf)};
            for (int f = 0; f < NF; f++) {
                re[f][a][b] = creal(r[f]);
                im[f][a][b] = cimag(r[f]);
                fre[f][a][b] = crealf(rf[f]);
                fim[f][a][b] = cimagf(rf[f]);
            }
        }
    static const char *names[NF] = {"casinh", "casin", "cacos", "cacosh"};
    for (int a = 0; a < NV; a++)
        for (int b = 0; b < NV; b++) {
            double complex z = CMPLX(v[a], v[b]);
            double complex w[NF] = {casinh(z), casin(z), cacos(z), cacosh(z)};
            float complex zf = CMPLXF((float)v[a], (float)v[b]);
            float complex wf[NF] = {casinhf(zf), casinf(zf), cacosf(zf), cacoshf(zf)};
            for (int f = 0; f < NF; f++) {
                if (!close_d(re[f][a][b], creal(w[f]), 8) || !close_d(im[f][a][b], cimag(w[f]), 8)) {
                    fprintf(stderr, "%s(%g%+gi) = %a%+ai, glibc %a%+ai\n", names[f], v[a], v[b],
                            re[f][a][b], im[f][a][b], creal(w[f]), cimag(w[f]));
                    CHECK(0);
                }
                if (!close_f(fre[f][a][b], crealf(wf[f]), 8) || !close_f(fim[f][a][b], cimagf(wf[f]), 8)) {
                    fprintf(stderr, "%sf(%g%+gi) = %a%+ai, glibc %a%+ai\n", names[f], crealf(zf), cimagf(zf),
                            (double)fre[f][a][b], (double)fim[f][a][b], (double)crealf(wf[f]), (double)cimagf(wf[f]));
                    CHECK(0);
                }
            }
        }
    CHECK_DONE();
}

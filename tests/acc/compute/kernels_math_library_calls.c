/* kernels (OpenACC 3.3, 2.5.3): calls to the <math.h> functions whose results are values have
 * no side effect, whichever of the double, float or long double forms: Black-Scholes' `erff`,
 * S3D's `log1p`, `erfc`, `expm1f`, `fmod`, `asinh` made their loops "Loop contains a call to
 * 'erff', which is not a routine" and one serial kernel (the analysis knew about forty names).
 * `frexp` stores through its pointer argument: its loop stays sequential. The .minfo beside
 * this file is the schedule. */
#include <math.h>
#include "check.h"

#define N 500

static void cnd(int n, const float *restrict d, float *restrict c) {
#pragma acc kernels copyin(d[0:n]) copyout(c[0:n])
    for (int i = 0; i < n; i++) c[i] = 0.5f * (1.0f + erff(d[i] * 0.70710678f));
}

static void rates(int n, const double *restrict t, double *restrict r) {
#pragma acc kernels copyin(t[0:n]) copyout(r[0:n])
    for (int i = 0; i < n; i++)
        r[i] = log1p(t[i]) + erfc(t[i]) + (double)expm1f((float)t[i] * 0.5f) + fmod(t[i], 0.75) +
               asinh(t[i]);
}

static void exps(int n, const double *restrict t, int *restrict e) {
    int ex;
#pragma acc kernels copyin(t[0:n]) copyout(e[0:n])
    for (int i = 0; i < n; i++) {
        frexp(t[i], &ex);
        e[i] = ex;
    }
}

int main(void) {
    static float d[N], c[N];
    static double t[N], r[N];
    static int e[N];
    for (int i = 0; i < N; i++) {
        d[i] = (i - N / 2) * 0.01f;
        t[i] = i * 0.004;
    }
    cnd(N, d, c);
    rates(N, t, r);
    exps(N, t, e);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        float cw = 0.5f * (1.0f + erff(d[i] * 0.70710678f));
        double rw = log1p(t[i]) + erfc(t[i]) + (double)expm1f((float)t[i] * 0.5f) +
                    fmod(t[i], 0.75) + asinh(t[i]);
        int ew;
        frexp(t[i], &ew);
        /* CUDA's float functions (expm1f, erff) may differ from the host library's by an
         * ulp or two: about 1e-7 on these values (1e-9 failed on the H200). */
        bad += fabsf(c[i] - cw) > 1e-6f || fabs(r[i] - rw) > 1e-6 || e[i] != ew;
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

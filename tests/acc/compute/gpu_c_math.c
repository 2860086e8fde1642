/* OpenACC 3.3, 2.15.1 ("The implementation may apply predetermined routine directives with a
 * seq clause to any procedures that it provides for an accelerator, such as those of base
 * language standard libraries") and C11 7.12 (<math.h>): double and float math functions in
 * compute regions. Functions IEEE 754 requires to be correctly rounded (sqrt, fma, fabs, floor,
 * ceil, trunc, round, fmod, fmin, fmax, copysign, ldexp, frexp, nearbyint, rint, remainder,
 * modf, hypot of Pythagorean triples) are compared exactly; the transcendental ones (sin, cos,
 * exp, log, pow, atan2, tanh, cbrt, erf, ...) within a few ulps of the host's result, since the
 * device library may round differently (CUDA documents its maximum ulp errors). */
#include "check.h"
#include <math.h>

enum { N = 400 };

static int close_d(double a, double b) { return fabs(a - b) <= 4e-15 * fmax(1.0, fabs(b)); }
static int close_f(float a, float b) { return fabsf(a - b) <= 4e-6f * fmaxf(1.0f, fabsf(b)); }

int main(void) {
    static double x[N], e[N][16], t[N][12];
    static float xf[N], ef[N][8], tf[N][6];
    static int ie[N][2];
    for (int i = 0; i < N; i++) {
        x[i] = (i - N / 2) * 0.37 + 0.01;
        xf[i] = (float)x[i];
    }
#pragma acc parallel loop copyin(x, xf) copyout(e, t, ef, tf, ie)
    for (int i = 0; i < N; i++) {
        double v = x[i], a = fabs(v);
        int ex;
        double ip;
        e[i][0] = sqrt(a);
        e[i][1] = fma(v, 3.0, -1.0);
        e[i][2] = floor(v) + ceil(v) * 1000;
        e[i][3] = trunc(v) + round(v) * 1000;
        e[i][4] = fmod(v, 1.5);
        e[i][5] = fmin(v, 2.0) + fmax(v, -3.0);
        e[i][6] = copysign(3.0, v);
        e[i][7] = ldexp(v, 5);
        e[i][8] = frexp(v, &ex);
        ie[i][0] = ex;
        e[i][9] = nearbyint(v) + rint(v * 2);
        e[i][10] = remainder(v, 2.0);
        e[i][11] = modf(v, &ip) + ip * 10;
        e[i][12] = hypot(3.0 * i, 4.0 * i);
        e[i][13] = fdim(v, 1.0);
        e[i][14] = (double)lround(v) + (double)llrint(v * 3);
        e[i][15] = scalbn(v, -3);
        ie[i][1] = ilogb(a + 1.0);
        t[i][0] = sin(v);
        t[i][1] = cos(v);
        t[i][2] = exp(v / 10);
        t[i][3] = log(a + 1);
        t[i][4] = pow(a + 1, 1.5);
        t[i][5] = atan2(v, 2.0);
        t[i][6] = tanh(v / 20);
        t[i][7] = cbrt(v);
        t[i][8] = erf(v / 30);
        t[i][9] = log10(a + 2) + log2(a + 2);
        t[i][10] = expm1(v / 100) + log1p(a / 100);
        t[i][11] = asin(v / 100) + acos(v / 100) + atan(v);
        float fv = xf[i], fa = fabsf(fv);
        ef[i][0] = sqrtf(fa);
        ef[i][1] = fmaf(fv, 3.0f, -1.0f);
        ef[i][2] = floorf(fv) + ceilf(fv);
        ef[i][3] = fminf(fv, 1.0f) + fmaxf(fv, 2.0f);
        ef[i][4] = fmodf(fv, 2.5f);
        ef[i][5] = truncf(fv) + roundf(fv);
        ef[i][6] = copysignf(1.5f, fv);
        ef[i][7] = ldexpf(fv, -2);
        tf[i][0] = sinf(fv);
        tf[i][1] = cosf(fv);
        tf[i][2] = expf(fv / 10);
        tf[i][3] = logf(fa + 1);
        tf[i][4] = powf(fa + 1, 0.5f);
        tf[i][5] = atan2f(fv, 3.0f);
    }
    for (int i = 0; i < N; i++) {
        double v = x[i], a = fabs(v), ip;
        int ex;
        CHECK(e[i][0] == sqrt(a));
        CHECK(e[i][1] == fma(v, 3.0, -1.0));
        CHECK(e[i][2] == floor(v) + ceil(v) * 1000);
        CHECK(e[i][3] == trunc(v) + round(v) * 1000);
        CHECK(e[i][4] == fmod(v, 1.5));
        CHECK(e[i][5] == fmin(v, 2.0) + fmax(v, -3.0));
        CHECK(e[i][6] == copysign(3.0, v));
        CHECK(e[i][7] == ldexp(v, 5));
        CHECK(e[i][8] == frexp(v, &ex) && ie[i][0] == ex);
        CHECK(e[i][9] == nearbyint(v) + rint(v * 2));
        CHECK(e[i][10] == remainder(v, 2.0));
        CHECK(e[i][11] == modf(v, &ip) + ip * 10);
        /* hypot is exact in glibc here but within 1 ulp in CUDA's math library (C leaves its
         * accuracy to the implementation). */
        CHECK(fabs(e[i][12] - 5.0 * i) <= 1e-15 * 5.0 * i);
        CHECK(e[i][13] == fdim(v, 1.0));
        CHECK(e[i][14] == (double)lround(v) + (double)llrint(v * 3));
        CHECK(e[i][15] == scalbn(v, -3));
        CHECK(ie[i][1] == ilogb(a + 1.0));
        CHECK(close_d(t[i][0], sin(v)));
        CHECK(close_d(t[i][1], cos(v)));
        CHECK(close_d(t[i][2], exp(v / 10)));
        CHECK(close_d(t[i][3], log(a + 1)));
        CHECK(close_d(t[i][4], pow(a + 1, 1.5)));
        CHECK(close_d(t[i][5], atan2(v, 2.0)));
        CHECK(close_d(t[i][6], tanh(v / 20)));
        CHECK(close_d(t[i][7], cbrt(v)));
        CHECK(close_d(t[i][8], erf(v / 30)));
        CHECK(close_d(t[i][9], log10(a + 2) + log2(a + 2)));
        CHECK(close_d(t[i][10], expm1(v / 100) + log1p(a / 100)));
        CHECK(close_d(t[i][11], asin(v / 100) + acos(v / 100) + atan(v)));
        float fv = (float)v, fa = fabsf(fv);
        CHECK(ef[i][0] == sqrtf(fa));
        CHECK(ef[i][1] == fmaf(fv, 3.0f, -1.0f));
        CHECK(ef[i][2] == floorf(fv) + ceilf(fv));
        CHECK(ef[i][3] == fminf(fv, 1.0f) + fmaxf(fv, 2.0f));
        CHECK(ef[i][4] == fmodf(fv, 2.5f));
        CHECK(ef[i][5] == truncf(fv) + roundf(fv));
        CHECK(ef[i][6] == copysignf(1.5f, fv));
        CHECK(ef[i][7] == ldexpf(fv, -2));
        CHECK(close_f(tf[i][0], sinf(fv)));
        CHECK(close_f(tf[i][1], cosf(fv)));
        CHECK(close_f(tf[i][2], expf(fv / 10)));
        CHECK(close_f(tf[i][3], logf(fa + 1)));
        CHECK(close_f(tf[i][4], powf(fa + 1, 0.5f)));
        CHECK(close_f(tf[i][5], atan2f(fv, 3.0f)));
    }
    CHECK_DONE();
}

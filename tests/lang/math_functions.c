/* math.h: elementary functions, rounding, classification, special values. */
#include <float.h>
#include <math.h>
#include <stdio.h>

int main(void)
{
    printf("%.6f %.6f %.6f\n", sqrt(2.0), cbrt(27.0), pow(2.0, 0.5));
    printf("%.6f %.6f %.6f\n", sin(M_PI / 6), cos(M_PI / 3), tan(M_PI / 4));
    printf("%.6f %.6f %.6f\n", atan2(1.0, 1.0), asin(1.0), acos(0.0));
    printf("%.6f %.6f %.6f %.6f\n", exp(1.0), log(M_E), log10(1000.0), log2(8.0));
    printf("%.1f %.1f %.1f %.1f\n", floor(-2.5), ceil(-2.5), round(-2.5), trunc(-2.7));
    printf("%.1f %.1f %ld\n", fmod(7.5, 2.0), remainder(7.5, 2.0), lround(2.5));
    printf("%.3f %.3f %.3f\n", hypot(3, 4), fabs(-1.25), fma(2.0, 3.0, 1.0));
    printf("%d %d %d %d\n", isnan(NAN), isinf(HUGE_VAL), isfinite(1.0), signbit(-0.0) != 0);
    printf("%d %d\n", fpclassify(0.0) == FP_ZERO, fpclassify(DBL_MIN / 2) == FP_SUBNORMAL);
    int e;
    double m = frexp(48.0, &e);
    printf("%.3f %d %.1f\n", m, e, ldexp(0.75, 4));
    double ip;
    double fp = modf(3.75, &ip);
    printf("%.2f %.2f\n", ip, fp);
    printf("%.4f %.4f %.4f\n", sinh(1.0), cosh(1.0), tanh(0.5));
    printf("%.5f %.5f\n", erf(0.5), tgamma(5.0));
    printf("%.2f %.2f %.2f\n", fmax(1.0, 2.0), fmin(-1.0, 3.0), copysign(3.0, -1.0));
    float f = sqrtf(16.0f);
    printf("%.1f %.3Lf\n", f, sqrtl(2.0L));
    return (int)pow(2, 5) - 32;
}

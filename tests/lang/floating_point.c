/* float/double precision, float.h, conversions, NaN comparisons, negative zero. */
#include <float.h>
#include <math.h>
#include <stdio.h>

int main(void)
{
    float f = 0.1f;
    double d = 0.1;
    printf("%.10f %.17f %d\n", f, d, f == d);
    printf("%d %d %e %e\n", FLT_DIG, DBL_DIG, FLT_EPSILON, DBL_EPSILON);
    printf("%e %e\n", FLT_MAX, DBL_MIN);
    float acc = 0;
    for (int i = 0; i < 10; i++)
        acc += 0.1f;
    printf("%.8f %d\n", acc, acc == 1.0f);
    double nan = NAN;
    printf("%d %d %d %d\n", nan == nan, nan != nan, nan < 1, nan > 1);
    double nz = -0.0;
    printf("%d %.1f %.1f\n", nz == 0.0, nz, 1 / nz < 0 ? -1.0 : 1.0);
    printf("%d %d %d\n", (int)3.99, (int)-3.99, (int)(float)16777217);
    printf("%.1f %.1f\n", (double)(1LL << 53) + 1, (float)(1 << 24) + 1.0f);
    unsigned long long big = 18446744073709551615ULL;
    printf("%.0f\n", (double)big);
    double huge = 1e308 * 10;
    printf("%d %d\n", isinf(huge), huge > DBL_MAX);
    long double ld = 1.0L + LDBL_EPSILON;
    printf("%d\n", ld > 1.0L);
    double third = 1.0 / 3;
    printf("%.15g %a\n", third * 3, 0.5);
    float hexf = 0x1.8p1f;
    printf("%.2f %.3e\n", hexf, 6.02214076e23);
    return (int)(acc * 10);
}

/* long double arithmetic and formatting, mixing with double. */
#include <float.h>
#include <math.h>
#include <stdio.h>

static long double harmonic(int n)
{
    long double s = 0;
    for (int i = n; i >= 1; i--)
        s += 1.0L / i;
    return s;
}

int main(void)
{
    long double a = 1.0L / 3.0L;
    double b = 1.0 / 3.0;
    printf("%.18Lf\n%.18f\n", a, b);
    printf("%d %d\n", a != (long double)b, LDBL_MANT_DIG > DBL_MANT_DIG);
    printf("%.12Lf\n", harmonic(1000));
    long double big = LDBL_MAX / 2;
    printf("%d %Le\n", isinf(big * 4), 1e4000L);
    printf("%.10Lf %.10Lf\n", sqrtl(2.0L), expl(1.0L));
    long double c = 2;
    c *= b;   /* converts double to long double */
    printf("%.6Lf %zu\n", c, sizeof c);
    return (int)(harmonic(10) * 10);
}

/* _Float128, _Float32x, _Float64, __float128, long double. */
#include <float.h>
#include <stdio.h>

int main(void)
{
    _Float128 q = 1;
    for (int i = 0; i < 10; i++)
        q = q * 3 + (_Float128)0.5;
    _Float32x x = 2.5;
    _Float64 d = 0.1;
    _Float32 f = 1.5f;
    __float128 g = q / 7;
    long double ld = 1.0L / 3.0L;
    printf("%.3f %.2f %.1f %.1f %.6f\n", (double)q, (double)x, (double)d, (double)f, (double)g);
    printf("%.10Lf %zu %zu %zu\n", ld, sizeof(_Float128), sizeof(_Float32x), sizeof(long double));
    printf("%d %d\n", (int)(sizeof(_Float128) > sizeof(double)), LDBL_MANT_DIG);
    _Float128 lit = 1.25f128;
    _Float64 lit64 = 2.5f64;
    printf("%.2f %.2f\n", (double)lit, (double)lit64);
    return 0;
}

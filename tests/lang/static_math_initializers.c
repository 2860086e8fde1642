/* Static initializers that call the C library's math functions on constants: gcc folds them
 * (C11 6.6p10 lets an implementation accept other forms of constant expressions), so codes
 * write `static const double pi = 4.0 * atan(1.0);` and tables of cosines at file scope. A
 * call whose function would report an error through errno stays a call and is rejected
 * (tests/ui/c/init_math_call_not_folded.c). */
#include <math.h>
#include <stdio.h>

static const double pi = 4.0 * atan(1.0);
static const double root2 = sqrt(2.0), e1 = exp(1.0), l10 = log10(1000.0);
static const float halfcos = 0.5f * cosf(1.0f);
static const long double third = cbrtl(27.0L) / 9.0L;
static double mixed[] = {pow(2.0, 0.5), atan2(1.0, -1.0), fmod(7.5, 2.0), fabs(-3.25), floor(-2.5),
                         hypot(3.0, 4.0), __builtin_sin(0.5), fmin(2.0, -1.0), ceil(1.000001)};
static const float dct[2][4] = {
#define C(u, x) (float)((u) == 0 ? 0.35355339059327373 : 0.5 * cos((2 * (x) + 1) * (u) * 3.14159265358979323846 / 16))
    {C(0, 0), C(0, 1), C(0, 2), C(0, 3)},
    {C(1, 0), C(1, 1), C(1, 2), C(1, 3)},
#undef C
};
struct wave {
    double k, omega;
};
static const struct wave w = {2.0 * 3.14159265358979323846 / 40.0, sqrt(9.81 * 2.0 * 3.14159265358979323846 / 40.0)};

int main(void)
{
    static const double inner = sin(3.14159265358979323846 / 6.0) + tanh(0.0); /* block scope static */
    printf("%.17g %.17g %.17g %.17g\n", pi, root2, e1, l10);
    printf("%.9g %.17Lg %.17g\n", halfcos, third, inner);
    for (unsigned i = 0; i < sizeof mixed / sizeof mixed[0]; i++) printf("%.17g\n", mixed[i]);
    for (int u = 0; u < 2; u++)
        for (int x = 0; x < 4; x++) printf("%.9g\n", dct[u][x]);
    printf("%.17g %.17g\n", w.k, w.omega);
    return 0;
}

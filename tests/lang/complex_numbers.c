/* _Complex arithmetic, complex.h, __real__ / __imag__. */
#include <complex.h>
#include <stdio.h>

int main(void)
{
    double _Complex z = 1.0 + 2.0 * I;
    double complex w = 3.0 - 1.0 * I;
    double complex p = z * w;
    double complex q = z / w;
    printf("%.3f %.3f\n", creal(p), cimag(p));
    printf("%.3f %.3f\n", creal(q), cimag(q));
    printf("%.3f %.3f\n", cabs(3.0 + 4.0 * I), carg(I));
    float _Complex fz = 1.0f + 1.0f * I;
    __real__ fz = 5.0f;
    __imag__ fz = -2.0f;
    printf("%.1f %.1f %zu\n", crealf(fz), cimagf(fz), sizeof fz);
    double complex c = conj(z);
    printf("%.1f %.1f\n", __real__ c, __imag__ c);
    double complex e = cexp(I * 3.141592653589793);
    printf("%.3f %.3f\n", creal(e), cimag(e) < 1e-12 ? 0.0 : cimag(e));
    _Complex int gi = 3 + 4i;
    printf("%d %d\n", __real__ gi, __imag__ gi);
    return creal(z) == 1.0 ? 0 : 1;
}

/* <tgmath.h> type-generic math in a compute region (C11 7.25). glibc expands `sqrt(x)` to
 * gcc's `__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl, x)`, which made the region
 * host-only with a message about "the address of function 'sqrtf'". The CUDA writer now calls
 * the function gcc picks by the arguments' types: float, double, an integer as double, the
 * widest of several arguments, complex when an argument is complex. */
#include <tgmath.h>
#include "check.h"

int main(void) {
    double d[8];
    float f[4];
    int isf[4];
    double _Complex z[2];
    float _Complex zf[1];
#pragma acc parallel loop copyout(d, f, isf, z, zf)
    for (int i = 0; i < 1; i++) {
        float x = -1.5f;
        double y = 2.25;
        int n = 3;
        d[0] = sqrt(9.0);
        f[0] = fabs(x);
        isf[0] = sizeof(fabs(x)) == sizeof(float);
        d[1] = sqrt(y);
        d[2] = sqrt(16);                 /* an integer argument: double */
        isf[1] = sizeof(sqrt(16)) == sizeof(double);
        f[1] = pow(x, 2.0f);
        d[3] = pow(-x, y);               /* float and double: double */
        isf[2] = sizeof(pow(x, y)) == sizeof(double);
        d[4] = ldexp(y, n);              /* n is not a generic parameter */
        f[2] = fmax(x, 1.0f);
        d[5] = fma(y, 2.0, 1.0);
        z[0] = sqrt((double _Complex)-4.0);
        z[1] = exp(0.0 * I) + y;
        zf[0] = conj(1.0f + 2.0f * I);
        d[6] = creal(z[0]) + cimag(z[0]);
        f[3] = floor(x) + ceil(x);
        isf[3] = sizeof(floor(x)) == sizeof(float);
        d[7] = atan2(0.0f, 1);
    }
    CHECK(d[0] == 3 && f[0] == 1.5f && isf[0]);
    CHECK(d[1] == 1.5 && d[2] == 4 && isf[1]);
    CHECK(f[1] == 2.25f && d[3] == pow(1.5, 2.25) && isf[2]);
    CHECK(d[4] == 18 && f[2] == 1.0f && d[5] == 5.5);
    CHECK(creal(z[0]) == 0 && cimag(z[0]) == 2);
    CHECK(creal(z[1]) == 3.25 && cimag(z[1]) == 0);
    CHECK(crealf(zf[0]) == 1 && cimagf(zf[0]) == -2);
    CHECK(d[6] == 2 && f[3] == -3.0f && isf[3] && d[7] == 0);
    CHECK_DONE();
}

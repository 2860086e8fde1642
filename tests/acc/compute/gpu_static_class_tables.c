/* `static const` tables of the kernel's classes in a compute region (known gaps: the region
 * ran on the host, a warning; emul and a GPU stopped): complex (`double _Complex`,
 * `float _Complex`) tables with items such as `1.0 + 2.0 * I`, `-I`, `CMPLX(x, y)` and
 * integer constants, and `long double` tables of two dimensions, with brace elision,
 * designators and computed items. The elements are evaluated at compile time as gcc folds
 * the C initializer (a real operand works on the parts of a complex one, C11 G.5.1; `float`
 * operations rounded to float) and printed as the class built from its parts, a constant
 * expression (a static in device code must be initialised without code). `long double` is
 * computed in double on the device (a warning): the values here are exact in double. */
#include <complex.h>
#include <stdio.h>
#include "check.h"

#define N 96

int main(void) {
    double re[N], im[N], fl[N], ld[N], sc[N];
#pragma acc parallel loop copyout(re, im, fl, ld, sc)
    for (int i = 0; i < N; i++) {
        static const double _Complex c[5] = {1.0 + 2.0 * I, 3.0, -I, CMPLX(0.5, -0.0), 2 * (1 - 0.25 * I) / 4};
        static const float _Complex f[2][3] = {{1.0f / 3 + 0.1f * I, 2}, {[2] = 2.5f - 1 * I}};
        static const long double t[3][3] = {{1.0L / 4, 2 * 3.5L}, {0.125, -1, (long double)7 / 8}, [2][1] = 1e2L - 1};
        static const long double u[2][2] = {-0.5L, 2, 3 * 4};
        static const double _Complex z = (double)1 / 8 - 0x1p-3 * I, w[2][2] = {[1] = {5, 6}};
        double _Complex x = c[i % 5] * 2 + z;
        re[i] = creal(x);
        im[i] = cimag(x);
        fl[i] = crealf(f[i % 2][i % 3]) + 16 * cimagf(f[i % 2][i % 3]);
        ld[i] = (double)t[(i / 3) % 3][i % 3] + 1000 * (double)u[i % 2][(i / 2) % 2];
        sc[i] = creal(w[(i / 2) % 2][i % 2]) + cimag(w[i % 2][(i / 2) % 2]);
    }
    const double wre[5] = {2.125, 6.125, 0.125, 1.125, 1.125};
    const double wim[5] = {3.875, -0.125, -2.125, -0.125, -0.375};
    const double wld[9] = {0.25, 7.0, 0.0, 0.125, -1.0, 0.875, 0.0, 99.0, 0.0};
    const double wu[4] = {-0.5, 2.0, 12.0, 0.0};
    for (int i = 0; i < N; i++) {
        CHECK(re[i] == wre[i % 5] && im[i] == wim[i % 5]);
        CHECK(ld[i] == wld[3 * ((i / 3) % 3) + i % 3] + 1000 * wu[2 * (i % 2) + (i / 2) % 2]);
        CHECK(sc[i] == ((i / 2) % 2 == 1 ? (i % 2 ? 6.0 : 5.0) : 0.0));
    }
    for (int i = 0; i < 6; i++)
        printf("%d %a %a %a %a %a\n", i, re[i], im[i], fl[i], ld[i], sc[i]);
    CHECK_DONE();
}

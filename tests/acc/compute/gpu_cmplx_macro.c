/* C11 7.3.9.3's CMPLX and CMPLXF (glibc: `__builtin_complex`) in a compute region (OpenACC
 * 3.3, 2.5.1): the value x + iy from its parts with no arithmetic, so infinities, NaNs and
 * signed zeros survive (`x + y * I` makes inf * 0 a NaN). The region ran on the host only ("a
 * call of the GCC builtin '__builtin_complex', which has no device version"). */
#include <complex.h>
#include <math.h>
#include "check.h"

int main(void) {
    double re[4], im[4];
    float fre[4], fim[4];
    const double xs[4] = {INFINITY, -0.0, 1.5, NAN}, ys[4] = {0.0, -0.0, -INFINITY, 2.0};
#pragma acc parallel loop copyin(xs, ys) copyout(re, im, fre, fim)
    for (int i = 0; i < 4; i++) {
        double complex z = CMPLX(xs[i], ys[i]);
        float complex w = CMPLXF((float)ys[i], (float)xs[i]);
        re[i] = creal(z);
        im[i] = cimag(z);
        fre[i] = crealf(w);
        fim[i] = cimagf(w);
    }
    for (int i = 0; i < 4; i++) {
        CHECK((isnan(xs[i]) && isnan(re[i])) || (re[i] == xs[i] && !signbit(re[i]) == !signbit(xs[i])));
        CHECK(im[i] == ys[i] && !signbit(im[i]) == !signbit(ys[i]));
        CHECK(fre[i] == (float)ys[i] && !signbit(fre[i]) == !signbit(ys[i]));
        CHECK((isnan(xs[i]) && isnan(fim[i])) || (fim[i] == (float)xs[i] && !signbit(fim[i]) == !signbit(xs[i])));
    }
    CHECK_DONE();
}

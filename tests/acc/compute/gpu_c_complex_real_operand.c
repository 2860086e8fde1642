/* A real operand of a complex operation in a kernel (C11 G.5.1): x*(u+iv) = xu + ixv,
 * (u+iv)/x = u/x + iv/x, x+(u+iv) = (x+u) + iv, x-(u+iv) = (x-u) - iv, as gcc computes them;
 * the device converted x to the complex (x, 0) and used the complex formulas, so an infinite
 * part gave NaN through 0*inf and a -0 imaginary part became +0. And E1 op= E2 (6.5.16.2)
 * with a float complex E1 and a double or double complex E2 is computed in double and
 * rounded once to float (the device rounded E2 to float first and computed in float). */
#include "check.h"
#include <complex.h>
#include <math.h>

int main(void) {
    double _Complex r[6];
    float fr[4];
    volatile double inf = INFINITY;
#pragma acc parallel num_gangs(1) copyout(r, fr)
    {
        double _Complex z = 1.0;
        __real__ z = inf;
        __imag__ z = 1.0;                   /* inf + 1i */
        double _Complex m = 0;
        __imag__ m = -0.0;                  /* 0 - 0i */
        double _Complex w = 1.0;
        __imag__ w = inf;                   /* 1 + inf*i */
        r[0] = 2.0 * z;                     /* inf + 2i */
        r[1] = 1.5 + m;                     /* 1.5 - 0i */
        r[2] = w / 2.0;                     /* 0.5 + inf*i */
        r[3] = z * 3;                       /* inf + 3i (an int operand) */
        r[4] = 2.0f - w;                    /* 1 - inf*i */
        r[5] = m - 1.0;                     /* -1 - 0i */
        float _Complex a = 2.2f + 0.7f * I, c = a, d = a, e = a;
        a *= 0.1;                           /* in double, then rounded to float */
        c /= 3.0;
        double _Complex v = 0.3 + 0.1 * I;
        d *= v;
        e += 1e-8;
        fr[0] = crealf(a);
        fr[1] = cimagf(c);
        fr[2] = crealf(d);
        fr[3] = crealf(e);
    }
    CHECK(isinf(creal(r[0])) && cimag(r[0]) == 2.0);
    CHECK(creal(r[1]) == 1.5 && cimag(r[1]) == 0.0 && signbit(cimag(r[1])));
    CHECK(creal(r[2]) == 0.5 && isinf(cimag(r[2])));
    CHECK(isinf(creal(r[3])) && cimag(r[3]) == 3.0);
    CHECK(creal(r[4]) == 1.0 && isinf(cimag(r[4])) && cimag(r[4]) < 0);
    CHECK(creal(r[5]) == -1.0 && cimag(r[5]) == 0.0 && signbit(cimag(r[5])));
    /* The values gcc -O2 computes (double arithmetic, one rounding to float). */
    volatile double ad = 2.2f, bd = 0.7f;
    CHECK(fr[0] == (float)(ad * 0.1));
    CHECK(fr[1] == (float)(bd / 3.0));
    CHECK(fr[2] == (float)(ad * 0.3 - bd * 0.1));
    CHECK(fr[3] == (float)(ad + 1e-8));
    CHECK_DONE();
}

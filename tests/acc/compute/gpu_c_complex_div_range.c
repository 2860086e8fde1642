/* Complex division in a kernel over the whole range of the type (C11 G.5.1, as gcc's libgcc
 * __divsc3/__divdc3 compute it): operands whose squared parts overflow or underflow
 * (|c| about 1e-23 or 1e19 in float, 1e-162 or 1e154 in double) still give the finite
 * quotient, and the NaN+NaN*i of a textbook formula is recovered to the infinity or zero C
 * gives for nonzero/zero, infinite/finite and finite/infinite. The device's long-standing
 * formula (c*c + d*d in the element type) gave NaN+NaN*i for every case below. */
#include "check.h"
#include <complex.h>
#include <math.h>

static int near(double got, double want, double tol) {
    return fabs(got - want) <= tol * fabs(want);
}

int main(void) {
    float _Complex f[4];
    double _Complex d[8];
    volatile float fs = 1e-23f, fb = 1e30f;
    volatile double tiny = 1e-300, big = 1e300, zero = 0.0, inf = INFINITY;
#pragma acc parallel num_gangs(1) copyout(f, d)
    {
        f[0] = (fs + fs * I) / (2 * fs + fs * I);           /* 0.6 + 0.2i */
        f[1] = (fb + fb * I) / (fb - 2 * fb * I);           /* -0.2 + 0.6i */
        f[2] = (1.0f + 2.0f * I) / (3.0f - 1.0f * I);       /* 0.1 + 0.7i */
        f[3] = (1.0f + 1.0f * I) / (zero + zero * I);       /* inf + inf*i */
        d[0] = (big + big * I) / (big + big * I);           /* 1 */
        d[1] = (tiny + tiny * I) / (tiny + 2 * tiny * I);   /* 0.6 - 0.2i */
        d[2] = (1e200 + 1e-200 * I) / (1e-200 + 1e200 * I); /* 2e-400 (0) - 1i */
        d[3] = (2.0 + 2.0 * I) / (3.0 + 1.0 * I);           /* 0.8 + 0.4i */
        d[4] = (1.0 + 1.0 * I) / (zero + zero * I);         /* inf + inf*i */
        double _Complex n = 2.0; __real__ n = inf;          /* inf + 0i */
        d[5] = n / (1.0 + 1.0 * I);                         /* inf - inf*i */
        double _Complex w = 1.0; __imag__ w = inf;          /* 1 + inf*i */
        d[6] = (3.0 + 4.0 * I) / w;                         /* 0 - 0i */
        d[7] = (1e-310 + 1e-310 * I) / (3e-310 + 1e-310 * I); /* 0.4 + 0.2i (subnormal) */
    }
    CHECK(near(crealf(f[0]), 0.6, 1e-6) && near(cimagf(f[0]), 0.2, 1e-6));
    CHECK(near(crealf(f[1]), -0.2, 1e-6) && near(cimagf(f[1]), 0.6, 1e-6));
    CHECK(near(crealf(f[2]), 0.1, 1e-6) && near(cimagf(f[2]), 0.7, 1e-6));
    CHECK(isinf(crealf(f[3])) && crealf(f[3]) > 0 && isinf(cimagf(f[3])) && cimagf(f[3]) > 0);
    CHECK(creal(d[0]) == 1.0 && cimag(d[0]) == 0.0);
    CHECK(near(creal(d[1]), 0.6, 1e-15) && near(cimag(d[1]), -0.2, 1e-15));
    CHECK(creal(d[2]) == 0.0 && cimag(d[2]) == -1.0);
    CHECK(near(creal(d[3]), 0.8, 1e-15) && near(cimag(d[3]), 0.4, 1e-15));
    CHECK(isinf(creal(d[4])) && creal(d[4]) > 0 && isinf(cimag(d[4])) && cimag(d[4]) > 0);
    CHECK(isinf(creal(d[5])) && creal(d[5]) > 0 && isinf(cimag(d[5])) && cimag(d[5]) < 0);
    CHECK(creal(d[6]) == 0.0 && cimag(d[6]) == 0.0 && signbit(cimag(d[6])));
    CHECK(near(creal(d[7]), 0.4, 1e-15) && near(cimag(d[7]), 0.2, 1e-15));
    CHECK_DONE();
}

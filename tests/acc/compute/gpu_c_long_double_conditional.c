/* Conditional expressions of type long double or complex whose operands C gives that type
 * but device code computes from constants alone (`m > i * 0.5L ? m : i * 0.5L`, `c ? 1.5L :
 * 2.5L`, `c ? 1.0i : 2.0`), in a reduction's loop and in a routine: long double constants
 * are doubles in device code (prelude.cuh), and NVRTC rejected the conditional between the
 * long double class and a double ("ambiguous '?' operation"). C11 6.5.15p5: the result has
 * the operands' common type. The values are exact in double. */
#include "check.h"
#include <complex.h>

#pragma acc routine seq
static long double pick(int c, long double v) { return c ? v : c * 0.25L; }

int main(void) {
    long double m = -1, s = 0;
    double r[64][3];
#pragma acc parallel loop reduction(max:m) reduction(+:s) copyout(r)
    for (int i = 0; i < 64; i++) {
        m = m > i * 0.5L ? m : i * 0.5L;
        int c = i & 1;
        s += c ? 1.5L : 2.5L;
        r[i][0] = (double)pick(c, i * 0.75L) + (double)(c ? i * 0.5L : pick(1, 2.0L));
        double _Complex z = c ? 1.0i : 2.0;
        r[i][1] = creal(z) + cimag(z) * 10;
        long double _Complex w = c ? 2.0L + 0.5L * I : 1.0L;
        r[i][2] = (double)creall(w) + (double)cimagl(w) * 10;
    }
    CHECK(m == 31.5L);
    CHECK(s == 32 * 1.5L + 32 * 2.5L);
    printf("%g %g\n", (double)m, (double)s);
    for (int i = 0; i < 64; i++) printf("%d: %g %g %g\n", i, r[i][0], r[i][1], r[i][2]);
    CHECK_DONE();
}

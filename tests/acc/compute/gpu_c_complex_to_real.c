/* Conversions of a _Complex value to a real type or _Bool in a kernel: C discards the
 * imaginary part (C11 6.3.1.7), and a _Bool is whether either part is nonzero (6.3.1.2).
 * Casts, initialisation, assignment, arguments and return values of a routine, and
 * compound assignment of a complex to a real (6.5.16.2: E1 = E1 op E2, converted back). The
 * CUDA the writer produced did not compile (NVRTC: "no suitable conversion function from
 * __oxacc_cx<double> to double", "no operator += matches these operands"). */
#include "check.h"
#include <complex.h>

#pragma acc routine seq
static _Bool nonzero(double _Complex z) { return z; }
#pragma acc routine seq
static double real_of(double _Complex z) { return z; }
#pragma acc routine seq
static int trunc_int(int k) { return k; }

int main(void) {
    double r[20];
#pragma acc parallel num_gangs(1) copyout(r)
    {
        double _Complex z = 1.5 + 2.0 * I, zi = 3.0 * I, zero = 0;
        float _Complex f = 2.25f - 1.0f * I;
        r[0] = (double)z;                 /* 1.5 */
        r[1] = (int)(z * 3);              /* 4 */
        r[2] = (float)f + (long)z;        /* 3.25 */
        r[3] = (_Bool)zi;                 /* 1: only the imaginary part is nonzero */
        double y = z;
        r[4] = y;                         /* 1.5 */
        int k = f;
        r[5] = k;                         /* 2 */
        _Bool b = zi;
        r[6] = b;                         /* 1 */
        b = zero;
        r[7] = b;                         /* 0 */
        y = f;
        r[8] = y;                         /* 2.25 */
        r[9] = nonzero(zi) + 10 * nonzero(zero); /* 1 */
        r[10] = real_of(z * z);           /* 1.5^2 - 4 = -1.75 */
        r[11] = trunc_int(z * 2);         /* 3 */
        double x = 1.0;
        x += z;                           /* 2.5 */
        r[12] = x;
        int n = 10;
        n -= z;                           /* 8.5 -> 8 */
        r[13] = n;
        float g = 2.0f;
        g *= f;                           /* 4.5 */
        r[14] = g;
        double q = 3.0;
        q /= 1.0 + 1.0 * I;               /* 3 / (1+i) = 1.5 - 1.5i -> 1.5 */
        r[15] = q;
        _Bool t = 0;
        t += zi;                          /* 0 + 3i: nonzero -> 1 */
        r[16] = t;
        t *= zero;                        /* 0 */
        r[17] = t;
        unsigned char c = 200;
        c += z * 4;                       /* 206 */
        r[18] = c;
        double d = 2.0;
        d -= f;                           /* float complex operand: -0.25 */
        r[19] = d;
    }
    const double want[20] = { 1.5, 4, 3.25, 1, 1.5, 2, 1, 0, 2.25, 1,
                              -1.75, 3, 2.5, 8, 4.5, 1.5, 1, 0, 206, -0.25 };
    for (int i = 0; i < 20; i++) {
        if (r[i] != want[i]) fprintf(stderr, "r[%d] = %g, want %g\n", i, r[i], want[i]);
        CHECK(r[i] == want[i]);
    }
    CHECK_DONE();
}

/* Arguments of C library functions are converted to the parameter types of their prototypes
 * (C11 6.5.2.2p7), in compute regions too (OpenACC 3.3, 2.5.1: the region's code is C). The
 * GPU kernels are C++, where the argument's type picks an overload: sqrt(f) of a float ran in
 * float precision, abs(f) returned the float's absolute value instead of abs((int)f), and
 * sqrt(i) of an int, pow(i, 2), copysign(1, x), fmin(float, double) were ambiguous and NVRTC
 * rejected the whole module (found by a helper's bug hunt, 2026-11-28). */
#include <math.h>
#include <stdlib.h>
#include "check.h"

#define N 16

static int close_to(double a, double b) { return fabs(a - b) <= 1e-13 * (fabs(b) + 1e-300); }

int main(void) {
    double r[N][8];
    int ia[N];
    long la[N];
#pragma acc parallel loop copyout(r, ia, la)
    for (int i = 0; i < N; i++) {
        float f = i + 0.75f;
        unsigned u = (unsigned)i * 3u;
        double x = -0.5 * i - 1.0;
        r[i][0] = sqrt(i);           /* int -> double */
        r[i][1] = sqrt(f);           /* float -> double: double precision */
        r[i][2] = pow(i, 2);         /* int, int -> double, double */
        r[i][3] = copysign(1, x);    /* int literal -> double */
        r[i][4] = fmin(f, 0.1 * i);  /* float, double */
        r[i][5] = fabs(u) + exp(-f) * 0; /* unsigned -> double */
        r[i][6] = floor(i * 7 / 2);  /* int -> double */
        r[i][7] = fmaf(i, 2, 1);     /* int -> float */
        ia[i] = abs(f) * 4;          /* float -> int: abs((int)f) */
        la[i] = labs(i - 8);         /* int -> long */
    }
    for (int i = 0; i < N; i++) {
        float f = i + 0.75f;
        CHECK(close_to(r[i][0], sqrt((double)i)));
        CHECK(close_to(r[i][1], sqrt((double)f)));
        CHECK(r[i][2] == (double)i * i);
        CHECK(r[i][3] == -1.0);
        CHECK(close_to(r[i][4], fmin((double)f, 0.1 * i)));
        CHECK(r[i][5] == 3.0 * i);
        CHECK(r[i][6] == (double)(i * 7 / 2));
        CHECK(r[i][7] == 2.0 * i + 1);
        CHECK(ia[i] == 4 * i);
        CHECK(la[i] == labs(i - 8L));
    }
    CHECK_DONE();
}

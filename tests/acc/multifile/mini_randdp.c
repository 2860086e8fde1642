/* NPB's common/c_randdp.c: randlc and vranlc, the 46-bit linear congruential generator in
 * double arithmetic (bit-exact on every device), `routine seq` with external linkage whose
 * device code other files' kernels link in (2.15.1). */
#include "mini_randdp.h"

static const double r23 = 1.1920928955078125e-07, t23 = 8.388608e+06;

#pragma acc routine seq
double randlc(double *x, double a)
{
    const double r46 = r23 * r23, t46 = t23 * t23;
    double t1, t2, t3, t4, a1, a2, x1, x2, z;
    t1 = r23 * a;
    a1 = (int)t1;
    a2 = a - t23 * a1;
    t1 = r23 * *x;
    x1 = (int)t1;
    x2 = *x - t23 * x1;
    t1 = a1 * x2 + a2 * x1;
    t2 = (int)(r23 * t1);
    z = t1 - t23 * t2;
    t3 = t23 * z + a2 * x2;
    t4 = (int)(r46 * t3);
    *x = t3 - t46 * t4;
    return r46 * *x;
}

#pragma acc routine seq
void vranlc(int n, double *x_seed, double a, double y[])
{
    double x = *x_seed;
    for (int i = 0; i < n; i++)
        y[i] = randlc(&x, a);
    *x_seed = x;
}

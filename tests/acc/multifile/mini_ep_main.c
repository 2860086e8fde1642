/* A mini NPB EP split as NPB is: the generator in mini_randdp.c (a `routine seq` of another
 * file, declared in mini_randdp.h), the benchmark here: a `parallel loop gang vector` whose
 * iterations each fill a private batch with vranlc (a thread-private array passed to another
 * file's routine), count Gaussian pairs per annulus with an array reduction
 * `reduction(+:q[0:NQ])` and sum them with scalar reductions (2.5.15); verified against the
 * same code run on the host (the routines are host functions too), bit for bit in the counts. */
#include <math.h>
#include <stdio.h>
#include "mini_randdp.h"

#define MK 8
#define NK (1 << MK)
#define NN 512
#define NQ 10
#define A 1220703125.0
#define S 271828183.0

static double seed_of(int k, double an)
{
    double t1 = S, t2 = an;
    for (int kk = k; kk > 0; kk /= 2) {
        if (kk % 2)
            randlc(&t1, t2);
        double t3 = t2;
        randlc(&t2, t3);
    }
    return t1;
}

int main(void)
{
    double an = A;
    for (int i = 0; i < MK + 1; i++) {
        double t = an;
        randlc(&an, t);
    }
    double seeds[NN];
    for (int k = 0; k < NN; k++)
        seeds[k] = seed_of(k, an);
    double sx = 0.0, sy = 0.0, q[NQ] = {0};
#pragma acc parallel loop gang vector copyin(seeds) reduction(+:sx, sy) reduction(+:q[0:NQ])
    for (int k = 0; k < NN; k++) {
        double x[2 * NK], t1 = seeds[k];
        vranlc(2 * NK, &t1, A, x);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0, t = x1 * x1 + x2 * x2;
            if (t <= 1.0) {
                double f = sqrt(-2.0 * log(t) / t);
                q[(int)fmax(fabs(x1 * f), fabs(x2 * f))] += 1.0;
                sx += x1 * f;
                sy += x2 * f;
            }
        }
    }
    double hx = 0.0, hy = 0.0, hq[NQ] = {0};
    for (int k = 0; k < NN; k++) {
        double x[2 * NK], t1 = seeds[k];
        vranlc(2 * NK, &t1, A, x);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0, t = x1 * x1 + x2 * x2;
            if (t <= 1.0) {
                double f = sqrt(-2.0 * log(t) / t);
                hq[(int)fmax(fabs(x1 * f), fabs(x2 * f))] += 1.0;
                hx += x1 * f;
                hy += x2 * f;
            }
        }
    }
    int bad = fabs(sx - hx) > 1e-9 * fabs(hx) || fabs(sy - hy) > 1e-9 * fabs(hy);
    for (int i = 0; i < NQ; i++)
        bad |= q[i] != hq[i];
    if (bad)
        fprintf(stderr, "ep: sx %.17g/%.17g sy %.17g/%.17g q0 %g/%g\n", sx, hx, sy, hy, q[0], hq[0]);
    return bad || hq[0] == 0.0;
}

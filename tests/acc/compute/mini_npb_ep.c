/* A mini NPB EP, shaped like the C OpenACC port of NAS EP: every gang-vector iteration jumps
 * the NPB generator to its batch's seed with randlc by repeated squaring, fills a private
 * batch of uniform deviates with vranlc (`routine seq` helpers, 2.15.1, double arithmetic
 * that must be bit-exact), turns pairs into Gaussian deviates by the polar method and counts
 * them per annulus: sums as scalar `reduction(+:sx, sy)` and the ten annulus counts as an
 * array `reduction(+:q[0:NQ])` (2.5.15, array reductions 3.x). A second pass, a `kernels`
 * region, recomputes the counts with `atomic update` (2.12) into a `declare create`d global
 * (2.13.2) read back with `update self` (2.14.4). Verified against a plain-C run. */
#include <math.h>
#include "check.h"

#define MK 10
#define MM 11
#define NK (1 << MK)
#define NN (1 << MM)
#define NQ 10
#define EPS 1.0e-8
#define A 1220703125.0
#define S 271828183.0

static double qcount[NQ];
#pragma acc declare create(qcount)

#pragma acc routine seq
static double randlc(double *x, double a)
{
    const double r23 = 1.1920928955078125e-07, r46 = r23 * r23;
    const double t23 = 8.388608e+06, t46 = t23 * t23;
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
static void vranlc(int n, double *x_seed, double a, double y[])
{
    const double r23 = 1.1920928955078125e-07, r46 = r23 * r23;
    const double t23 = 8.388608e+06, t46 = t23 * t23;
    double x = *x_seed, t1, t2, t3, t4, a1, a2, x1, x2, z;
    t1 = r23 * a;
    a1 = (int)t1;
    a2 = a - t23 * a1;
    for (int i = 0; i < n; i++) {
        t1 = r23 * x;
        x1 = (int)t1;
        x2 = x - t23 * x1;
        t1 = a1 * x2 + a2 * x1;
        t2 = (int)(r23 * t1);
        z = t1 - t23 * t2;
        t3 = t23 * z + a2 * x2;
        t4 = (int)(r46 * t3);
        x = t3 - t46 * t4;
        y[i] = r46 * x;
    }
    *x_seed = x;
}

/* The seed of batch k: S * A^(2*NK*k) mod 2^46, by repeated squaring as EP does. */
#pragma acc routine seq
static double batch_seed(int k, double an)
{
    double t1 = S, t2 = an;
    int kk = k;
    for (int i = 1; i <= 100; i++) {
        int ik = kk / 2;
        if (2 * ik != kk)
            randlc(&t1, t2);
        if (ik == 0)
            break;
        double t3 = t2;
        randlc(&t2, t3);
        kk = ik;
    }
    return t1;
}

static double an_of(void)
{
    double t1 = A;
    for (int i = 0; i < MK + 1; i++) {
        double t2 = t1;
        randlc(&t1, t2);
    }
    return t1;
}

static void ep_host(double an, double *sx, double *sy, double q[NQ])
{
    double x[2 * NK];
    *sx = *sy = 0.0;
    for (int i = 0; i < NQ; i++)
        q[i] = 0.0;
    for (int k = 0; k < NN; k++) {
        double t1 = batch_seed(k, an);
        vranlc(2 * NK, &t1, A, x);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0;
            double t = x1 * x1 + x2 * x2;
            if (t <= 1.0) {
                double t2 = sqrt(-2.0 * log(t) / t);
                double t3 = x1 * t2, t4 = x2 * t2;
                int l = (int)fmax(fabs(t3), fabs(t4));
                q[l] += 1.0;
                *sx += t3;
                *sy += t4;
            }
        }
    }
}

int main(void)
{
    double an = an_of();
    double sx = 0.0, sy = 0.0, q[NQ];
    for (int i = 0; i < NQ; i++)
        q[i] = 0.0;
#pragma acc parallel loop gang vector reduction(+:sx, sy) reduction(+:q[0:NQ]) copyin(an)
    for (int k = 0; k < NN; k++) {
        double x[2 * NK];
        double t1 = batch_seed(k, an);
        vranlc(2 * NK, &t1, A, x);
        for (int i = 0; i < NK; i++) {
            double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0;
            double t = x1 * x1 + x2 * x2;
            if (t <= 1.0) {
                double t2 = sqrt(-2.0 * log(t) / t);
                double t3 = x1 * t2, t4 = x2 * t2;
                int l = (int)fmax(fabs(t3), fabs(t4));
                q[l] += 1.0;
                sx += t3;
                sy += t4;
            }
        }
    }

    /* second pass: counts by atomics into the declared global */
    for (int i = 0; i < NQ; i++)
        qcount[i] = 0.0;
#pragma acc update device(qcount)
    int accepted = 0;
#pragma acc kernels copyin(an) copy(accepted)
    {
#pragma acc loop independent gang vector reduction(+:accepted)
        for (int k = 0; k < NN; k++) {
            double x[2 * NK];
            double t1 = batch_seed(k, an);
            vranlc(2 * NK, &t1, A, x);
            for (int i = 0; i < NK; i++) {
                double x1 = 2.0 * x[2 * i] - 1.0, x2 = 2.0 * x[2 * i + 1] - 1.0;
                double t = x1 * x1 + x2 * x2;
                if (t <= 1.0) {
                    double t2 = sqrt(-2.0 * log(t) / t);
                    int l = (int)fmax(fabs(x1 * t2), fabs(x2 * t2));
#pragma acc atomic update
                    qcount[l] += 1.0;
                    accepted++;
                }
            }
        }
    }
#pragma acc update self(qcount)

    double hsx, hsy, hq[NQ];
    ep_host(an, &hsx, &hsy, hq);
    double gc = 0.0, hgc = 0.0;
    for (int i = 0; i < NQ; i++) {
        gc += q[i];
        hgc += hq[i];
        CHECK(q[i] == hq[i]);
        CHECK(qcount[i] == hq[i]);
    }
    CHECK(gc == hgc);
    CHECK(accepted == (int)hgc);
    CHECK(fabs(sx - hsx) <= EPS * fabs(hsx));
    CHECK(fabs(sy - hsy) <= EPS * fabs(hsy));
    if (fabs(sx - hsx) > EPS * fabs(hsx))
        fprintf(stderr, "sx %.17g host %.17g\n", sx, hsx);
    CHECK_DONE();
}

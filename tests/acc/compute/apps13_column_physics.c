/* Climate column physics as GCM codes write it (spec 2.9 loop gang vector, 2.9.10 private,
 * 2.15.1 routine seq, 2.6.5 data present, 2.9.11 reduction): each (i,j) column runs a
 * vertical `seq` saturation adjustment and an implicit diffusion solve (Thomas algorithm) on
 * private local arrays in a `routine seq` helper; the column-integrated precipitation is a
 * sum reduction. Checked against the host with tolerances. */
#include <math.h>
#include "check.h"
#define NX 24
#define NY 20
#define NZ 30
#define IDX(i, j, k) (((j) * NX + (i)) * NZ + (k))

#pragma acc routine seq
static double column(double *restrict t, double *restrict q, double dt)
{
    double a[NZ], b[NZ], c[NZ], d[NZ];
    double precip = 0.0;
    for (int k = 0; k < NZ; k++) {
        double qs = 0.01 * exp(0.05 * (t[k] - 280.0));
        if (q[k] > qs) {
            double dq = 0.5 * (q[k] - qs);
            q[k] -= dq;
            t[k] += 2.5 * dq * 100.0;
            precip += dq;
        }
    }
    for (int k = 0; k < NZ; k++) {
        a[k] = (k > 0) ? -dt : 0.0;
        c[k] = (k < NZ - 1) ? -dt : 0.0;
        b[k] = 1.0 - a[k] - c[k];
        d[k] = t[k];
    }
    for (int k = 1; k < NZ; k++) {
        double m = a[k] / b[k - 1];
        b[k] -= m * c[k - 1];
        d[k] -= m * d[k - 1];
    }
    t[NZ - 1] = d[NZ - 1] / b[NZ - 1];
    for (int k = NZ - 2; k >= 0; k--) t[k] = (d[k] - c[k] * t[k + 1]) / b[k];
    return precip;
}

static void init(double *t, double *q)
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            for (int k = 0; k < NZ; k++) {
                t[IDX(i, j, k)] = 300.0 - 2.0 * k + 0.3 * ((i * 7 + j * 3) % 11);
                q[IDX(i, j, k)] = 0.02 - 0.0005 * k + 0.001 * ((i + 2 * j) % 5);
            }
}

int main(void)
{
    static double t[NX * NY * NZ], q[NX * NY * NZ], th[NX * NY * NZ], qh[NX * NY * NZ];
    static double pr[NX * NY], prh[NX * NY];
    init(t, q);
    init(th, qh);
    double total = 0.0;
#pragma acc data copy(t, q) copyout(pr)
    {
        for (int step = 0; step < 3; step++) {
#pragma acc parallel loop gang vector collapse(2) present(t, q, pr) reduction(+:total)
            for (int j = 0; j < NY; j++)
                for (int i = 0; i < NX; i++) {
                    double p = column(&t[IDX(i, j, 0)], &q[IDX(i, j, 0)], 0.1);
                    pr[j * NX + i] = p;
                    total += p;
                }
        }
    }
    double htotal = 0.0;
    for (int step = 0; step < 3; step++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                prh[j * NX + i] = column(&th[IDX(i, j, 0)], &qh[IDX(i, j, 0)], 0.1);
                htotal += prh[j * NX + i];
            }
    for (int n = 0; n < NX * NY * NZ; n++) {
        CHECK(fabs(t[n] - th[n]) < 1e-9 * fabs(th[n]) + 1e-12);
        CHECK(fabs(q[n] - qh[n]) < 1e-12);
    }
    for (int n = 0; n < NX * NY; n++) CHECK(fabs(pr[n] - prh[n]) < 1e-12);
    CHECK(fabs(total - htotal) < 1e-9 * fabs(htotal) + 1e-12);
    CHECK(htotal > 0.0);
    CHECK_DONE();
}

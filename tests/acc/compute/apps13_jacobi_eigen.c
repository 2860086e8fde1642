/* Cyclic Jacobi eigenvalue rotations as numerical codes write them (spec 2.5.3 serial, 2.9
 * loop, 2.6.5 data present, 2.9.11 reduction, 2.15.1 routine seq): for each pivot (p,q) the
 * rotation angle is computed in a `serial` region into a small device array, then the rows
 * and columns p, q of A and the eigenvector matrix V are updated by `parallel loop`s; the
 * off-diagonal norm is a sum reduction each sweep. Checked: A V = V diag(lambda), eigenvalues
 * against the host's rotations, trace preserved. */
#include <math.h>
#include "check.h"
#define N 16
#define M(a, i, j) a[(i) * N + (j)]

#pragma acc routine seq
static void rot_params(double app, double aqq, double apq, double *cs)
{
    if (fabs(apq) < 1e-300) { cs[0] = 1.0; cs[1] = 0.0; return; }
    double th = (aqq - app) / (2.0 * apq);
    double t = (th >= 0 ? 1.0 : -1.0) / (fabs(th) + sqrt(th * th + 1.0));
    cs[0] = 1.0 / sqrt(t * t + 1.0);
    cs[1] = t * cs[0];
}

static void sweep(double *restrict a, double *restrict v, double *restrict cs, int dev)
{
    for (int p = 0; p < N - 1; p++)
        for (int q = p + 1; q < N; q++) {
#pragma acc serial present(a[0:N*N], cs[0:2]) if(dev)
            rot_params(M(a, p, p), M(a, q, q), M(a, p, q), cs);
            /* A <- J^T A J : rows first then columns (each loop's iterations touch distinct k) */
#pragma acc parallel loop present(a[0:N*N], cs[0:2]) if(dev)
            for (int k = 0; k < N; k++) {
                double c = cs[0], s = cs[1];
                double akp = M(a, p, k), akq = M(a, q, k);
                M(a, p, k) = c * akp - s * akq;
                M(a, q, k) = s * akp + c * akq;
            }
#pragma acc parallel loop present(a[0:N*N], v[0:N*N], cs[0:2]) if(dev)
            for (int k = 0; k < N; k++) {
                double c = cs[0], s = cs[1];
                double akp = M(a, k, p), akq = M(a, k, q);
                M(a, k, p) = c * akp - s * akq;
                M(a, k, q) = s * akp + c * akq;
                double vkp = M(v, k, p), vkq = M(v, k, q);
                M(v, k, p) = c * vkp - s * vkq;
                M(v, k, q) = s * vkp + c * vkq;
            }
        }
}

int main(void)
{
    static double a[N * N], v[N * N], a0[N * N], ha[N * N], hv[N * N];
    double cs[2], hcs[2];
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++) {
            double x = 1.0 / (1.0 + i + j) + (i == j ? i * 0.5 : 0.0) + 0.01 * ((i * j) % 5);
            M(a, i, j) = M(a, j, i) = x;
        }
    for (int n = 0; n < N * N; n++) { a0[n] = ha[n] = a[n]; v[n] = hv[n] = (n / N == n % N); }
    double off = 0.0;
    int sweeps = 0;
#pragma acc data copy(a, v) create(cs)
    {
        do {
            sweep(a, v, cs, 1);
            off = 0.0;
#pragma acc parallel loop collapse(2) reduction(+:off) present(a)
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++)
                    if (i != j) off += M(a, i, j) * M(a, i, j);
            sweeps++;
        } while (off > 1e-22 && sweeps < 12);
    }
    for (int s = 0; s < sweeps; s++) sweep(ha, hv, hcs, 0);
    CHECK(off <= 1e-22);
    double tr0 = 0.0, tr = 0.0;
    for (int i = 0; i < N; i++) { tr0 += M(a0, i, i); tr += M(a, i, i); }
    CHECK(fabs(tr - tr0) < 1e-10 * fabs(tr0));
    for (int i = 0; i < N; i++) CHECK(fabs(M(a, i, i) - M(ha, i, i)) < 1e-9);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double av = 0.0;
            for (int k = 0; k < N; k++) av += M(a0, i, k) * M(v, k, j);
            CHECK(fabs(av - M(v, i, j) * M(a, j, j)) < 1e-8);
        }
    CHECK_DONE();
}

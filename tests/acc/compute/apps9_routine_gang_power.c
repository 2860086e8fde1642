/* Power iteration for the dominant eigenpair as codes with a small BLAS of their own write
 * it: `routine gang` kernels (2.15.1) with their own `loop gang` / `loop gang vector` /
 * `loop vector reduction` (a matrix-vector product and a scaled copy), each called alone from
 * a `parallel` construct with `num_gangs` and `vector_length` (2.5.1), since gangs do not
 * synchronize between two calls; the norm and the Rayleigh quotient `+` reductions of
 * `parallel loop` constructs between them; everything `present` in a `data` region. Checked
 * against the host's iteration and the known spectrum of the 1-D Laplacian. */
#include <math.h>
#include "check.h"
#define N 96
#define ITERS 60

#pragma acc routine gang
static void matvec(int n, const double *restrict A, const double *restrict x, double *restrict y)
{
#pragma acc loop gang
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < n; j++) s += A[i * n + j] * x[j];
        y[i] = s;
    }
}

#pragma acc routine gang
static void scale_copy(int n, double a, const double *restrict y, double *restrict x)
{
#pragma acc loop gang vector
    for (int i = 0; i < n; i++) x[i] = a * y[i];
}

int main(void)
{
    static double A[N * N], x[N], y[N], hx[N], hy[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) A[i * N + j] = i == j ? 2.0 : (i - j == 1 || j - i == 1) ? -1.0 : 0.0;
    for (int i = 0; i < N; i++) x[i] = hx[i] = (i % 2 ? 1.0 : -1.0) + 0.01 * i;
    double lambda = 0.0, hl = 0.0;
#pragma acc data copyin(A) copy(x) create(y)
    for (int it = 0; it < ITERS; it++) {
#pragma acc parallel num_gangs(16) vector_length(32) present(A, x, y)
        matvec(N, A, x, y);
        double nrm = 0.0, xy = 0.0, xx = 0.0;
#pragma acc parallel loop present(x, y) reduction(+:nrm, xy, xx)
        for (int i = 0; i < N; i++) { nrm += y[i] * y[i]; xy += x[i] * y[i]; xx += x[i] * x[i]; }
        lambda = xy / xx;
#pragma acc parallel num_gangs(4) vector_length(64) present(x, y)
        scale_copy(N, 1.0 / sqrt(nrm), y, x);
        /* the host's iteration */
        double hn = 0.0, hxy = 0.0, hxx = 0.0;
        for (int i = 0; i < N; i++) {
            double s = 0.0;
            for (int j = 0; j < N; j++) s += A[i * N + j] * hx[j];
            hy[i] = s;
        }
        for (int i = 0; i < N; i++) { hn += hy[i] * hy[i]; hxy += hx[i] * hy[i]; hxx += hx[i] * hx[i]; }
        hl = hxy / hxx;
        for (int i = 0; i < N; i++) hx[i] = hy[i] / sqrt(hn);
    }
    double e = 0.0;
    for (int i = 0; i < N; i++) e = fmax(e, fabs(x[i] - hx[i]));
    CHECK(e < 1e-9 && fabs(lambda - hl) < 1e-9);
    /* the largest eigenvalue of tridiag(-1, 2, -1) is 2 - 2 cos(N pi / (N + 1)) */
    double exact = 2.0 - 2.0 * cos(N * 3.14159265358979 / (N + 1));
    CHECK(fabs(lambda - exact) < 0.01 && lambda <= exact + 1e-12);
    CHECK_DONE();
}

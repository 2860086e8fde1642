/* Jacobi-preconditioned BiCGSTAB on a CSR convection-diffusion matrix, with its data managed by
 * the runtime API as library-style solvers do (spec 3.2.20-3.2.27 acc_copyin, acc_create,
 * acc_copyout, acc_delete, acc_is_present, acc_update_self; 2.7.6 present; 2.9.11 reduction):
 * the vector kernels are small helper functions with `present` clauses (dot products as `+`
 * reductions, axpy-style updates, the CSR product, the diagonal preconditioner), the host
 * loop runs until the recurrence residual is small, and x comes back with `acc_copyout`.
 * Checked by the true residual and against the known solution. */
#include <math.h>
#include <stdlib.h>
#include <openacc.h>
#include "check.h"
#define NX 24
#define N (NX * NX)

static double dot(int n, const double *restrict a, const double *restrict b)
{
    double s = 0;
#pragma acc parallel loop reduction(+:s) present(a[0:n], b[0:n])
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

/* y = a x + b y */
static void axpby(int n, double a, const double *restrict x, double b, double *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) y[i] = a * x[i] + b * y[i];
}

/* y = a x (y is not read: fresh device memory holds nothing) */
static void scal(int n, double a, const double *restrict x, double *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) y[i] = a * x[i];
}

static void spmv(int n, const int *restrict rp, const int *restrict ci, const double *restrict va,
                 const double *restrict x, double *restrict y)
{
#pragma acc parallel loop gang vector present(rp[0:n + 1], ci[0:rp[n]], va[0:rp[n]], x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) s += va[e] * x[ci[e]];
        y[i] = s;
    }
}

static void precond(int n, const double *restrict dinv, const double *restrict r, double *restrict z)
{
#pragma acc parallel loop present(dinv[0:n], r[0:n], z[0:n])
    for (int i = 0; i < n; i++) z[i] = dinv[i] * r[i];
}

int main(void)
{
    int *rp = malloc((N + 1) * sizeof(int)), *ci = malloc(5 * N * sizeof(int));
    double *va = malloc(5 * N * sizeof(double)), *dinv = malloc(N * sizeof(double));
    int nnz = 0;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NX; j++) {
            int row = i * NX + j;
            rp[row] = nnz;
            const int di[5] = {-1, 0, 0, 0, 1}, dj[5] = {0, -1, 0, 1, 0};
            const double w[5] = {-1.3, -1.2, 4.0 + 0.1 * (row % 3), -0.8, -0.7}; /* upwinded convection */
            for (int k = 0; k < 5; k++) {
                int ii = i + di[k], jj = j + dj[k];
                if (ii < 0 || ii >= NX || jj < 0 || jj >= NX) continue;
                ci[nnz] = ii * NX + jj;
                va[nnz++] = w[k];
                if (k == 2) dinv[row] = 1.0 / w[k];
            }
        }
    rp[N] = nnz;
    double *xt = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double)), *x = calloc(N, sizeof(double));
    for (int i = 0; i < N; i++) xt[i] = sin(0.05 * i) + 1.0;
    for (int i = 0; i < N; i++) {
        b[i] = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) b[i] += va[e] * xt[ci[e]];
    }
    double *r = malloc(N * sizeof(double)), *rh = malloc(N * sizeof(double)), *p = malloc(N * sizeof(double));
    double *v = malloc(N * sizeof(double)), *ph = malloc(N * sizeof(double)), *s = malloc(N * sizeof(double));
    double *sh = malloc(N * sizeof(double)), *t = malloc(N * sizeof(double));
    acc_copyin(rp, (N + 1) * sizeof(int));
    acc_copyin(ci, nnz * sizeof(int));
    acc_copyin(va, nnz * sizeof(double));
    acc_copyin(dinv, N * sizeof(double));
    acc_copyin(b, N * sizeof(double));
    acc_copyin(x, N * sizeof(double));
    double *work[8] = {r, rh, p, v, ph, s, sh, t};
    for (int k = 0; k < 8; k++) acc_create(work[k], N * sizeof(double));
    CHECK(acc_is_present(va, nnz * sizeof(double)) && acc_is_present(t, N * sizeof(double)));
    /* r = b - A x, rh = r, p = v = 0 */
    spmv(N, rp, ci, va, x, r);
    axpby(N, 1.0, b, -1.0, r);
    scal(N, 1.0, r, rh);
    scal(N, 0.0, r, p);
    scal(N, 0.0, r, v);
    double rho = 1, alpha = 1, omega = 1, bn = sqrt(dot(N, b, b)), rn = bn;
    int it = 0;
    while (rn > 1e-10 * bn && it < 200) {
        double rho1 = dot(N, rh, r), beta = rho1 / rho * (alpha / omega);
        rho = rho1;
        axpby(N, -omega, v, 1.0, p);  /* p = p - omega v */
        axpby(N, 1.0, r, beta, p);    /* p = r + beta p */
        precond(N, dinv, p, ph);
        spmv(N, rp, ci, va, ph, v);
        alpha = rho / dot(N, rh, v);
        scal(N, 1.0, r, s);
        axpby(N, -alpha, v, 1.0, s);  /* s = r - alpha v */
        precond(N, dinv, s, sh);
        spmv(N, rp, ci, va, sh, t);
        omega = dot(N, t, s) / dot(N, t, t);
        axpby(N, alpha, ph, 1.0, x);
        axpby(N, omega, sh, 1.0, x);
        scal(N, 1.0, s, r);
        axpby(N, -omega, t, 1.0, r);  /* r = s - omega t */
        rn = sqrt(dot(N, r, r));
        it++;
    }
    acc_copyout(x, N * sizeof(double));
    for (int k = 0; k < 8; k++) acc_delete(work[k], N * sizeof(double));
    acc_delete(b, N * sizeof(double));
    acc_delete(dinv, N * sizeof(double));
    acc_delete(va, nnz * sizeof(double));
    acc_delete(ci, nnz * sizeof(int));
    acc_delete(rp, (N + 1) * sizeof(int));
    /* on the host device (shared memory) every host address counts as present */
    if (acc_get_device_type() != acc_device_host)
        CHECK(!acc_is_present(x, N * sizeof(double)) && !acc_is_present(rp, sizeof(int)));
    double tr = 0, md = 0;
    for (int i = 0; i < N; i++) {
        double q = b[i];
        for (int e = rp[i]; e < rp[i + 1]; e++) q -= va[e] * x[ci[e]];
        tr += q * q;
        md = fmax(md, fabs(x[i] - xt[i]));
    }
    CHECK(it > 3 && it < 200);
    CHECK(sqrt(tr) < 1e-8 * bn);
    CHECK(md < 1e-7);
    CHECK_DONE();
}

/* A preconditioned conjugate gradient solver on a CSR matrix, as a sparse-solver library ports
 * it: the 2-D five-point Laplacian with a variable coefficient (symmetric positive definite),
 * a Jacobi (diagonal) preconditioner, and BLAS-1 helpers that each take `present` pointers
 * (2.7.5) with `restrict`. Uses: a `csr_t` struct whose arrays are mapped by a `data` region
 * around the solve (2.6.5), SpMV with `gang` rows and a `vector` inner reduction (2.9.11),
 * dot products with `reduction(+:)` in double returning to the host, `update self` of the
 * iterate every 10 iterations as a checkpoint (2.14.4), `fabs`/`sqrt` (math.h double). The
 * iterate after every iteration equals the same algorithm in plain C within rounding; the
 * solution must satisfy the system. */
#include <math.h>
#include <string.h>
#include "check.h"

#define G 24
#define N (G * G)
#define MAXIT 200

typedef struct {
    int n, nnz;
    int *rowptr, *col;
    double *val;
} csr_t;

/* The five-point pattern with symmetric edge weights w(lo, hi) and a diagonal that dominates:
 * symmetric positive definite. */
static void build(csr_t *A)
{
    A->n = N;
    A->rowptr = malloc((N + 1) * sizeof(int));
    A->col = malloc(5 * N * sizeof(int));
    A->val = malloc(5 * N * sizeof(double));
    int k = 0;
    for (int j = 0; j < G; j++)
        for (int i = 0; i < G; i++) {
            int r = j * G + i;
            int nb[5] = {j > 0 ? r - G : -1, i > 0 ? r - 1 : -1, r, i < G - 1 ? r + 1 : -1,
                         j < G - 1 ? r + G : -1};
            A->rowptr[r] = k;
            double diag = 0.1;
            int kd = -1;
            for (int t = 0; t < 5; t++) {
                int c = nb[t];
                if (c < 0) continue;
                A->col[k] = c;
                if (c == r) {
                    kd = k++;
                    continue;
                }
                int lo = c < r ? c : r, hi = c < r ? r : c;
                double w = 1.0 + 0.25 * sin(0.01 * lo + 0.02 * hi);
                A->val[k++] = -w;
                diag += w;
            }
            A->val[kd] = diag;
        }
    A->rowptr[N] = k;
    A->nnz = k;
}

static void spmv(const csr_t *A, const double *restrict x, double *restrict y)
{
    const int n = A->n;
    const int *restrict rp = A->rowptr, *restrict ci = A->col;
    const double *restrict v = A->val;
#pragma acc parallel loop gang vector_length(32) \
    present(rp[0:n + 1], ci[0:A->nnz], v[0:A->nnz], x[0:n], y[0:n])
    for (int r = 0; r < n; r++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int k = rp[r]; k < rp[r + 1]; k++) s += v[k] * x[ci[k]];
        y[r] = s;
    }
}

static double dot(int n, const double *restrict a, const double *restrict b)
{
    double s = 0.0;
#pragma acc parallel loop gang vector present(a[0:n], b[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

/* y = a*x + y */
static void axpy(int n, double a, const double *restrict x, double *restrict y)
{
#pragma acc parallel loop gang vector present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

/* z = r / diag(A), the Jacobi preconditioner */
static void precond(int n, const double *restrict dinv, const double *restrict r,
                    double *restrict z)
{
#pragma acc parallel loop gang vector present(dinv[0:n], r[0:n], z[0:n])
    for (int i = 0; i < n; i++) z[i] = dinv[i] * r[i];
}

/* p = z + beta*p */
static void xpby(int n, const double *restrict z, double beta, double *restrict p)
{
#pragma acc parallel loop gang vector present(z[0:n], p[0:n])
    for (int i = 0; i < n; i++) p[i] = z[i] + beta * p[i];
}

static int pcg_acc(csr_t *A, const double *b, double *x, double tol, double *hist, double *ck)
{
    int n = A->n, nnz = A->nnz, it;
    double *r = malloc(n * sizeof(double)), *z = malloc(n * sizeof(double));
    double *p = malloc(n * sizeof(double)), *q = malloc(n * sizeof(double));
    double *dinv = malloc(n * sizeof(double));
#pragma acc data copyin(A->rowptr[0:n + 1], A->col[0:nnz], A->val[0:nnz], b[0:n]) \
    copy(x[0:n]) create(r[0:n], z[0:n], p[0:n], q[0:n], dinv[0:n])
    {
        int *rp = A->rowptr, *ci = A->col;
        double *v = A->val;
#pragma acc parallel loop gang vector present(rp[0:n + 1], ci[0:nnz], v[0:nnz], dinv[0:n])
        for (int i = 0; i < n; i++)
            for (int k = rp[i]; k < rp[i + 1]; k++)
                if (ci[k] == i) dinv[i] = 1.0 / v[k];
        spmv(A, x, q);
#pragma acc parallel loop present(b[0:n], q[0:n], r[0:n])
        for (int i = 0; i < n; i++) r[i] = b[i] - q[i];
        precond(n, dinv, r, z);
#pragma acc parallel loop present(z[0:n], p[0:n])
        for (int i = 0; i < n; i++) p[i] = z[i];
        double rz = dot(n, r, z), bnorm = sqrt(dot(n, b, b));
        for (it = 0; it < MAXIT; it++) {
            spmv(A, p, q);
            double alpha = rz / dot(n, p, q);
            axpy(n, alpha, p, x);
            axpy(n, -alpha, q, r);
            double rn = sqrt(dot(n, r, r));
            hist[it] = rn;
            if (rn < tol * bnorm) { it++; break; }
            if (it % 10 == 9) {
                /* a checkpoint: the host copy of x is the current iterate */
#pragma acc update self(x[0:n])
                if (it == 19) memcpy(ck, x, n * sizeof(double));
            }
            precond(n, dinv, r, z);
            double rz1 = dot(n, r, z);
            xpby(n, z, rz1 / rz, p);
            rz = rz1;
        }
    }
    free(r); free(z); free(p); free(q); free(dinv);
    return it;
}

static int pcg_host(const csr_t *A, const double *b, double *x, double tol, double *hist,
                    double *ck)
{
    int n = A->n, it;
    double *r = malloc(n * sizeof(double)), *z = malloc(n * sizeof(double));
    double *p = malloc(n * sizeof(double)), *q = malloc(n * sizeof(double));
    double *dinv = malloc(n * sizeof(double));
#define SPMV(xx, yy)                                                                         \
    for (int i = 0; i < n; i++) {                                                            \
        double s = 0;                                                                        \
        for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++) s += A->val[k] * xx[A->col[k]]; \
        yy[i] = s;                                                                           \
    }
#define DOT(u, w, out) do { out = 0; for (int i = 0; i < n; i++) out += u[i] * w[i]; } while (0)
    for (int i = 0; i < n; i++)
        for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++)
            if (A->col[k] == i) dinv[i] = 1.0 / A->val[k];
    SPMV(x, q);
    for (int i = 0; i < n; i++) r[i] = b[i] - q[i];
    for (int i = 0; i < n; i++) p[i] = z[i] = dinv[i] * r[i];
    double rz, bb;
    DOT(r, z, rz);
    DOT(b, b, bb);
    double bnorm = sqrt(bb);
    for (it = 0; it < MAXIT; it++) {
        SPMV(p, q);
        double pq;
        DOT(p, q, pq);
        double alpha = rz / pq;
        for (int i = 0; i < n; i++) x[i] += alpha * p[i];
        for (int i = 0; i < n; i++) r[i] -= alpha * q[i];
        double rr;
        DOT(r, r, rr);
        hist[it] = sqrt(rr);
        if (hist[it] < tol * bnorm) { it++; break; }
        if (it == 19) memcpy(ck, x, n * sizeof(double));
        for (int i = 0; i < n; i++) z[i] = dinv[i] * r[i];
        double rz1;
        DOT(r, z, rz1);
        for (int i = 0; i < n; i++) p[i] = z[i] + rz1 / rz * p[i];
        rz = rz1;
    }
    free(r); free(z); free(p); free(q); free(dinv);
    return it;
}

int main(void)
{
    csr_t A;
    build(&A);
    double *b = malloc(N * sizeof(double)), *x = calloc(N, sizeof(double));
    double *xh = calloc(N, sizeof(double));
    double *ck = malloc(N * sizeof(double)), *ckh = malloc(N * sizeof(double));
    double hist[MAXIT], histh[MAXIT];
    for (int i = 0; i < N; i++) b[i] = 1.0 + (i % 7) * 0.1;

    int it = pcg_acc(&A, b, x, 1e-10, hist, ck);
    int ith = pcg_host(&A, b, xh, 1e-10, histh, ckh);
    CHECK(abs(it - ith) <= 1);
    CHECK(it < MAXIT);
    int m = it < ith ? it : ith;
    double herr = 0;
    for (int k = 0; k < m && k < 30; k++) herr = fmax(herr, fabs(hist[k] - histh[k]) / histh[k]);
    CHECK(herr < 1e-6);
    double err = 0, res = 0, bn = 0;
    for (int i = 0; i < N; i++) err = fmax(err, fabs(x[i] - xh[i]));
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int k = A.rowptr[i]; k < A.rowptr[i + 1]; k++) s += A.val[k] * x[A.col[k]];
        res += (s - b[i]) * (s - b[i]);
        bn += b[i] * b[i];
    }
    CHECK(err < 1e-7);
    double eck = 0;
    for (int i = 0; i < N; i++) eck = fmax(eck, fabs(ck[i] - ckh[i]));
    CHECK(eck < 1e-9);
    CHECK(sqrt(res / bn) < 1e-9);
    printf("pcg: %d iterations (host %d), |x - x_host| %.2e, relative residual %.2e\n", it, ith,
           err, sqrt(res / bn));
    CHECK_DONE();
}

/* An HPCCG-style conjugate gradient (Mantevo's mini-app: a 27-point operator on an
 * nx*ny*nz brick stored as per-row arrays of at most 27 nonzeros) as its OpenACC port keeps
 * the matrix: a `HPC_Sparse_Matrix`-like struct whose pointer members are copied by the API
 * (`acc_copyin` of the struct and of each array, then `acc_attach` on each member, 3.2.34) and
 * detached and deleted at the end; the kernels `HPC_sparsemv`, `ddot` and `waxpby` as
 * functions with `present(A[0:1])` on `parallel loop`s (the dot product a `+` reduction), the
 * CG loop on the host with vectors in an enclosing `data` region. The right-hand side is the
 * operator applied to ones, so the solution is all ones; checked against the host CG. */
#include <math.h>
#include <stdlib.h>
#include <openacc.h>
#include "check.h"
#define NX 8
#define NY 8
#define NZ 6
#define MAXNZ 27

typedef struct {
    int nrow, maxnz;
    int *nnz_in_row;
    double *vals;
    int *inds;
} spmat_t;

static void sparsemv(spmat_t *A, const double *x, double *y)
{
    int n = A->nrow;
#pragma acc parallel loop present(A[0:1], x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int k = 0; k < A->nnz_in_row[i]; k++) s += A->vals[i * MAXNZ + k] * x[A->inds[i * MAXNZ + k]];
        y[i] = s;
    }
}

static double ddot(int n, const double *x, const double *y)
{
    double s = 0;
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

static void waxpby(int n, double a, const double *x, double b, const double *y, double *w)
{
#pragma acc parallel loop present(x[0:n], y[0:n], w[0:n])
    for (int i = 0; i < n; i++) w[i] = a * x[i] + b * y[i];
}

static void build(spmat_t *A)
{
    int n = NX * NY * NZ;
    A->nrow = n; A->maxnz = MAXNZ;
    A->nnz_in_row = malloc(n * sizeof(int));
    A->vals = malloc(n * MAXNZ * sizeof(double));
    A->inds = malloc(n * MAXNZ * sizeof(int));
    for (int iz = 0; iz < NZ; iz++)
        for (int iy = 0; iy < NY; iy++)
            for (int ix = 0; ix < NX; ix++) {
                int row = (iz * NY + iy) * NX + ix, k = 0;
                for (int sz = -1; sz <= 1; sz++)
                    for (int sy = -1; sy <= 1; sy++)
                        for (int sx = -1; sx <= 1; sx++) {
                            int jx = ix + sx, jy = iy + sy, jz = iz + sz;
                            if (jx < 0 || jx >= NX || jy < 0 || jy >= NY || jz < 0 || jz >= NZ) continue;
                            int col = (jz * NY + jy) * NX + jx;
                            A->vals[row * MAXNZ + k] = col == row ? 27.0 : -1.0;
                            A->inds[row * MAXNZ + k++] = col;
                        }
                A->nnz_in_row[row] = k;
            }
}

static int cg(spmat_t *A, const double *b, double *x, double *r, double *p, double *Ap, int dev, double *rn)
{
    int n = A->nrow, it = 0;
    double rtr, old;
    if (dev) {
        waxpby(n, 1.0, x, 0.0, x, p);
        sparsemv(A, p, Ap);
        waxpby(n, 1.0, b, -1.0, Ap, r);
        rtr = ddot(n, r, r);
        while (sqrt(rtr) > 1e-10 && it < 100) {
            if (it == 0) waxpby(n, 1.0, r, 0.0, r, p);
            else { double beta = rtr / old; waxpby(n, 1.0, r, beta, p, p); }
            sparsemv(A, p, Ap);
            double alpha = rtr / ddot(n, p, Ap);
            waxpby(n, 1.0, x, alpha, p, x);
            waxpby(n, 1.0, r, -alpha, Ap, r);
            old = rtr;
            rtr = ddot(n, r, r);
            it++;
        }
    } else {
        for (int i = 0; i < n; i++) p[i] = x[i];
        for (int i = 0; i < n; i++) { double s = 0; for (int k = 0; k < A->nnz_in_row[i]; k++) s += A->vals[i * MAXNZ + k] * p[A->inds[i * MAXNZ + k]]; Ap[i] = s; }
        for (int i = 0; i < n; i++) r[i] = b[i] - Ap[i];
        rtr = 0; for (int i = 0; i < n; i++) rtr += r[i] * r[i];
        while (sqrt(rtr) > 1e-10 && it < 100) {
            if (it == 0) for (int i = 0; i < n; i++) p[i] = r[i];
            else { double beta = rtr / old; for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i]; }
            for (int i = 0; i < n; i++) { double s = 0; for (int k = 0; k < A->nnz_in_row[i]; k++) s += A->vals[i * MAXNZ + k] * p[A->inds[i * MAXNZ + k]]; Ap[i] = s; }
            double pap = 0; for (int i = 0; i < n; i++) pap += p[i] * Ap[i];
            double alpha = rtr / pap;
            for (int i = 0; i < n; i++) x[i] += alpha * p[i];
            for (int i = 0; i < n; i++) r[i] -= alpha * Ap[i];
            old = rtr;
            rtr = 0; for (int i = 0; i < n; i++) rtr += r[i] * r[i];
            it++;
        }
    }
    *rn = sqrt(rtr);
    return it;
}

int main(void)
{
    spmat_t A;
    build(&A);
    int n = A.nrow;
    acc_copyin(&A, sizeof A);
    acc_copyin(A.nnz_in_row, n * sizeof(int));
    acc_copyin(A.vals, n * MAXNZ * sizeof(double));
    acc_copyin(A.inds, n * MAXNZ * sizeof(int));
    acc_attach((void **)&A.nnz_in_row);
    acc_attach((void **)&A.vals);
    acc_attach((void **)&A.inds);
    double *b = malloc(n * sizeof(double)), *x = calloc(n, sizeof(double)), *r = malloc(n * sizeof(double));
    double *p = malloc(n * sizeof(double)), *Ap = malloc(n * sizeof(double)), *hx = calloc(n, sizeof(double));
    for (int i = 0; i < n; i++) b[i] = 27.0 - (A.nnz_in_row[i] - 1);
    double rn, hrn;
    int it;
#pragma acc data copyin(b[0:n]) copy(x[0:n]) create(r[0:n], p[0:n], Ap[0:n])
    it = cg(&A, b, x, r, p, Ap, 1, &rn);
    acc_detach((void **)&A.nnz_in_row);
    acc_detach((void **)&A.vals);
    acc_detach((void **)&A.inds);
    acc_delete(A.nnz_in_row, n * sizeof(int));
    acc_delete(A.vals, n * MAXNZ * sizeof(double));
    acc_delete(A.inds, n * MAXNZ * sizeof(int));
    acc_delete(&A, sizeof A);
    int hit = cg(&A, b, hx, r, p, Ap, 0, &hrn);
    double err = 0, dx = 0;
    for (int i = 0; i < n; i++) { err = fmax(err, fabs(x[i] - 1.0)); dx = fmax(dx, fabs(x[i] - hx[i])); }
    CHECK(abs(it - hit) <= 1 && it > 3);
    CHECK(err < 1e-9 && dx < 1e-9);
    CHECK(rn <= 1e-10);
    free(A.nnz_in_row); free(A.vals); free(A.inds); free(b); free(x); free(r); free(p); free(Ap); free(hx);
    CHECK_DONE();
}

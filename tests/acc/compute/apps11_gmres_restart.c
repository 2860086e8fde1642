/* Restarted GMRES(m) on a nonsymmetric CSR matrix (2-D convection-diffusion) as Krylov codes
 * write it in OpenACC: the Krylov basis V as one (m+1) x n device array (`enter data create`
 * in an init function, `exit data delete` in a finalize function), SpMV, dots and axpys as
 * helpers taking device addresses with `deviceptr` (2.7.4) called through `host_data
 * use_device` (2.8), classical Gram-Schmidt done twice (one gang per basis vector with a
 * `loop vector reduction`, then one update kernel; the coefficients through copyout/copyin), the
 * small Hessenberg least-squares problem by Givens rotations on the host, and the update
 * x += V y as one `parallel loop` with a sequential inner sum. Checked on the host: the true
 * residual ||b - A x|| of the device solution. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define G 12
#define NN (G * G)
#define M 8
#define MAXRS 20

typedef struct { int n, nnz; int *rp, *ci; double *v; } csr_t;

static void spmv(int n, const int *restrict rp, const int *restrict ci, const double *restrict a,
                 const double *restrict x, double *restrict y)
{
#pragma acc parallel loop gang vector deviceptr(rp, ci, a, x, y)
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rp[i]; k < rp[i + 1]; k++) s += a[k] * x[ci[k]];
        y[i] = s;
    }
}

static double dot(int n, const double *x, const double *y)
{
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) deviceptr(x, y)
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

static void axpy(int n, double a, const double *x, double *y)
{
#pragma acc parallel loop deviceptr(x, y)
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void scal_copy(int n, double a, const double *x, double *y)
{
#pragma acc parallel loop deviceptr(x, y)
    for (int i = 0; i < n; i++) y[i] = a * x[i];
}

/* h[j] = V_j . w for j < k: one gang per basis vector, a vector reduction over the rows */
static void gs_dots(int n, int k, const double *V, const double *w, double *h)
{
#pragma acc parallel loop gang deviceptr(V, w) copyout(h[0:k])
    for (int j = 0; j < k; j++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int i = 0; i < n; i++) s += V[(size_t)j * n + i] * w[i];
        h[j] = s;
    }
}

static void gs_update(int n, int k, const double *V, const double *h, double *w)
{
#pragma acc parallel loop deviceptr(V, w) copyin(h[0:k])
    for (int i = 0; i < n; i++) {
        double s = w[i];
        for (int j = 0; j < k; j++) s -= h[j] * V[(size_t)j * n + i];
        w[i] = s;
    }
}

static double *V;
static void krylov_init(int n) { V = malloc((size_t)(M + 1) * n * sizeof(double));
#pragma acc enter data create(V[0:(M + 1) * n])
}
static void krylov_fini(int n) {
#pragma acc exit data delete(V[0:(M + 1) * n])
    free(V); }

int main(void)
{
    csr_t A = {NN, 0, malloc((NN + 1) * sizeof(int)), malloc(5 * NN * sizeof(int)), malloc(5 * NN * sizeof(double))};
    A.rp[0] = 0;
    for (int i = 0; i < G; i++)
        for (int j = 0; j < G; j++) {
            int r = i * G + j;
            int nb[5] = {r - G, r - 1, r, r + 1, r + G};
            double w[5] = {-1.0 - 0.4, -1.0 - 0.3, 4.6, -1.0 + 0.3, -1.0 + 0.4};
            for (int k = 0; k < 5; k++) {
                if ((k == 0 && i == 0) || (k == 4 && i == G - 1) || (k == 1 && j == 0) || (k == 3 && j == G - 1)) continue;
                A.ci[A.nnz] = nb[k]; A.v[A.nnz++] = w[k];
            }
            A.rp[r + 1] = A.nnz;
        }
    double *b = malloc(NN * sizeof(double)), *x = calloc(NN, sizeof(double)), *w = malloc(NN * sizeof(double));
    for (int i = 0; i < NN; i++) b[i] = 1.0 + (i % 7) * 0.1;
    krylov_init(NN);
    double H[M + 1][M], cs[M], sn[M], g[M + 1], y[M];
    double bn = 0;
    for (int i = 0; i < NN; i++) bn += b[i] * b[i];
    bn = sqrt(bn);
    double res = bn, h[M + 1];
    int restarts = 0, nnz = A.nnz;
    int *rp = A.rp, *ci = A.ci; /* use_device takes variable names (2.8.1) */
    double *av = A.v;
#pragma acc data copyin(rp[0:NN + 1], ci[0:nnz], av[0:nnz], b[0:NN]) copy(x[0:NN]) create(w[0:NN])
    for (restarts = 0; restarts < MAXRS && res > 1e-10 * bn; restarts++) {
        int k;
#pragma acc host_data use_device(rp, ci, av, b, x, w, V)
        {
            spmv(NN, rp, ci, av, x, w);
            scal_copy(NN, -1.0, w, w);
            axpy(NN, 1.0, b, w);
            double beta = sqrt(dot(NN, w, w));
            scal_copy(NN, 1.0 / beta, w, V);
            for (int i = 0; i <= M; i++) g[i] = 0;
            g[0] = beta;
            for (k = 0; k < M; k++) {
                spmv(NN, rp, ci, av, V + (size_t)k * NN, w);
                for (int j = 0; j <= k; j++) H[j][k] = 0;
                for (int pass = 0; pass < 2; pass++) { /* classical Gram-Schmidt, twice */
                    gs_dots(NN, k + 1, V, w, h);
                    gs_update(NN, k + 1, V, h, w);
                    for (int j = 0; j <= k; j++) H[j][k] += h[j];
                }
                H[k + 1][k] = sqrt(dot(NN, w, w));
                scal_copy(NN, 1.0 / H[k + 1][k], w, V + (size_t)(k + 1) * NN);
                for (int j = 0; j < k; j++) {
                    double t = cs[j] * H[j][k] + sn[j] * H[j + 1][k];
                    H[j + 1][k] = -sn[j] * H[j][k] + cs[j] * H[j + 1][k];
                    H[j][k] = t;
                }
                double d = hypot(H[k][k], H[k + 1][k]);
                cs[k] = H[k][k] / d; sn[k] = H[k + 1][k] / d;
                H[k][k] = d; H[k + 1][k] = 0;
                g[k + 1] = -sn[k] * g[k]; g[k] = cs[k] * g[k];
                if (fabs(g[k + 1]) < 1e-10 * bn) { k++; break; }
            }
        }
        for (int i = k - 1; i >= 0; i--) {
            double s = g[i];
            for (int j = i + 1; j < k; j++) s -= H[i][j] * y[j];
            y[i] = s / H[i][i];
        }
        res = fabs(g[k]);
        int kk = k;
#pragma acc parallel loop present(x[0:NN], V[0:(M + 1) * NN]) copyin(y[0:M])
        for (int i = 0; i < NN; i++) {
            double s = 0;
            for (int j = 0; j < kk; j++) s += V[(size_t)j * NN + i] * y[j];
            x[i] += s;
        }
    }
    krylov_fini(NN);
    double tr = 0;
    for (int i = 0; i < NN; i++) {
        double s = 0;
        for (int k = A.rp[i]; k < A.rp[i + 1]; k++) s += A.v[k] * x[A.ci[k]];
        tr += (b[i] - s) * (b[i] - s);
    }
    CHECK(restarts > 1 && restarts < MAXRS);
    CHECK(sqrt(tr) < 1e-8 * bn);
    free(A.rp); free(A.ci); free(A.v); free(b); free(x); free(w);
    CHECK_DONE();
}

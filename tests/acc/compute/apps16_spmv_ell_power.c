/* Power iteration on a sparse matrix stored in ELLPACK format, as GPU sparse codes port it:
 * column-major ELL (`col[k * n + i]`, padding marked by column -1) in an `ell_t` struct whose
 * arrays a `data` region maps (2.6.5); the SpMV a `gang vector` loop with `vector_length(64)`
 * and a `loop seq` over the row's slots (2.9.5) in a helper taking `present` `restrict`
 * pointers; the norm by `reduction(+:)` and the largest entry by `reduction(max:)` (2.9.11),
 * the scaling in a `kernels` region (2.5.3) on the same pointers, and an `if` clause on the
 * construct (2.5.6: small problems stay on the host). The eigenvalue estimate and vector must
 * match the same iteration in plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NROW 900
#define WIDTH 7
#define ITERS 40

typedef struct {
    int n, w;
    int *col;
    float *val;
} ell_t;

static void build(ell_t *A)
{
    A->n = NROW;
    A->w = WIDTH;
    A->col = malloc((size_t)NROW * WIDTH * sizeof(int));
    A->val = malloc((size_t)NROW * WIDTH * sizeof(float));
    for (int i = 0; i < NROW; i++) {
        int k = 0;
        /* a symmetric band: |i-j| in {0, 1, 7, 30}, fewer slots near the edges */
        static const int off[WIDTH] = {0, -1, 1, -7, 7, -30, 30};
        for (int t = 0; t < WIDTH; t++) {
            int j = i + off[t];
            if (j < 0 || j >= NROW) continue;
            A->col[k * NROW + i] = j;
            int lo = i < j ? i : j, hi = i < j ? j : i;
            A->val[k * NROW + i] = t == 0 ? 4.0f + 0.001f * i : -1.0f / (1 + (lo * 3 + hi) % 5);
            k++;
        }
        for (; k < WIDTH; k++) {
            A->col[k * NROW + i] = -1;
            A->val[k * NROW + i] = 0.0f;
        }
    }
}

static void spmv_ell(int n, int w, const int *restrict col, const float *restrict val,
                     const double *restrict x, double *restrict y)
{
#pragma acc parallel loop gang vector vector_length(64) present(col[0:n * w], val[0:n * w], \
    x[0:n], y[0:n]) if(n > 64)
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop seq
        for (int k = 0; k < w; k++) {
            int c = col[k * n + i];
            if (c >= 0) s += val[k * n + i] * x[c];
        }
        y[i] = s;
    }
}

static double power_acc(ell_t *A, double *x, int iters)
{
    int n = A->n, w = A->w;
    double *y = malloc(n * sizeof(double));
    double lambda = 0.0;
    int *col = A->col;
    float *val = A->val;
#pragma acc data copyin(col[0:n * w], val[0:n * w]) copy(x[0:n]) create(y[0:n])
    for (int it = 0; it < iters; it++) {
        spmv_ell(n, w, col, val, x, y);
        double nrm = 0.0, xy = 0.0, big = 0.0;
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+:nrm, xy) reduction(max:big)
        for (int i = 0; i < n; i++) {
            nrm += y[i] * y[i];
            xy += x[i] * y[i];
            big = fmax(big, fabs(y[i]));
        }
        lambda = xy; /* the Rayleigh quotient, x normalised */
        double inv = 1.0 / sqrt(nrm);
#pragma acc kernels present(x[0:n], y[0:n])
        for (int i = 0; i < n; i++) x[i] = y[i] * inv;
        if (big == 0.0) break;
    }
    free(y);
    return lambda;
}

static double power_host(const ell_t *A, double *x, int iters)
{
    int n = A->n;
    double *y = malloc(n * sizeof(double)), lambda = 0;
    for (int it = 0; it < iters; it++) {
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int k = 0; k < A->w; k++) {
                int c = A->col[k * n + i];
                if (c >= 0) s += A->val[k * n + i] * x[c];
            }
            y[i] = s;
        }
        double nrm = 0, xy = 0;
        for (int i = 0; i < n; i++) {
            nrm += y[i] * y[i];
            xy += x[i] * y[i];
        }
        lambda = xy;
        for (int i = 0; i < n; i++) x[i] = y[i] / sqrt(nrm);
    }
    free(y);
    return lambda;
}

int main(void)
{
    ell_t A;
    build(&A);
    double *x = malloc(NROW * sizeof(double)), *xh = malloc(NROW * sizeof(double));
    for (int i = 0; i < NROW; i++) x[i] = xh[i] = 1.0 / sqrt((double)NROW) * (1 + (i % 3) * 0.1);
    double l = power_acc(&A, x, ITERS);
    double lh = power_host(&A, xh, ITERS);
    double ex = 0;
    for (int i = 0; i < NROW; i++) ex = fmax(ex, fabs(x[i] - xh[i]));
    CHECK(fabs(l - lh) < 1e-10 * fabs(lh));
    CHECK(ex < 1e-10);
    CHECK(l > 4.0 && l < 10.0); /* Gershgorin: the diagonal plus at most 6 off-diagonal ones */
    /* a matrix under the if clause's threshold: the SpMV runs on the host (2.5.6), with no
     * data region and no present check; the first 40 rows of A's band, from host memory */
    {
        enum { NS = 40 };
        int cs[NS * WIDTH];
        float vs[NS * WIDTH];
        double xs[NS], ys[NS];
        for (int i = 0; i < NS; i++) {
            xs[i] = 1.0 + i;
            for (int k = 0; k < WIDTH; k++) {
                int c = A.col[k * NROW + i];
                cs[k * NS + i] = c < NS ? c : -1;
                vs[k * NS + i] = A.val[k * NROW + i];
            }
        }
        spmv_ell(NS, WIDTH, cs, vs, xs, ys);
        double e = 0;
        for (int i = 0; i < NS; i++) {
            double t = 0;
            for (int k = 0; k < WIDTH; k++)
                if (cs[k * NS + i] >= 0) t += vs[k * NS + i] * xs[cs[k * NS + i]];
            e = fmax(e, fabs(t - ys[i]));
        }
        CHECK(e == 0.0);
    }
    printf("ell power iteration: lambda %.10f (host %.10f), |x - x_host| %.2e\n", l, lh, ex);
    CHECK_DONE();
}

/* HYB (ELL + COO) sparse matrix-vector products in a power iteration, as CUSP-style codes port
 * them to OpenACC (spec 2.6.6 enter/exit data, 2.6.8 attach, 2.7.6 present, 2.12 atomic, 2.9.11
 * reduction): the matrix is a struct of arrays, deep-copied by `enter data copyin` of the struct
 * and then of its members' sections (attached to the device struct) in an init function and
 * released member by member in a finalize function; rows keep at most W entries in the ELL part
 * (column-major, padded with -1), the overflow goes to COO entries added with `atomic update`;
 * each iteration normalises by a `+` reduction. Checked against a host CSR power iteration. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define N 300
#define W 4
#define ITERS 30

typedef struct {
    int n, w, nnz;
    int *ecol;
    double *eval; /* ELL, column-major: entry k of row i at [k * n + i] */
    int *crow, *ccol;
    double *cval; /* COO overflow */
} hyb_t;

static void hyb_to_device(hyb_t *m)
{
#pragma acc enter data copyin(m[0:1])
#pragma acc enter data copyin(m->ecol[0:m->n * m->w], m->eval[0:m->n * m->w])
#pragma acc enter data copyin(m->crow[0:m->nnz], m->ccol[0:m->nnz], m->cval[0:m->nnz])
}

static void hyb_release(hyb_t *m)
{
#pragma acc exit data delete(m->crow[0:m->nnz], m->ccol[0:m->nnz], m->cval[0:m->nnz])
#pragma acc exit data delete(m->ecol[0:m->n * m->w], m->eval[0:m->n * m->w])
#pragma acc exit data delete(m[0:1])
}

static void spmv(const hyb_t *m, const double *restrict x, double *restrict y)
{
    int n = m->n, w = m->w, nnz = m->nnz;
#pragma acc parallel loop gang vector present(m[0:1], x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = 0; k < w; k++) {
            int c = m->ecol[k * n + i];
            if (c >= 0) s += m->eval[k * n + i] * x[c];
        }
        y[i] = s;
    }
#pragma acc parallel loop present(m[0:1], x[0:n], y[0:n])
    for (int e = 0; e < nnz; e++) {
#pragma acc atomic update
        y[m->crow[e]] += m->cval[e] * x[m->ccol[e]];
    }
}

int main(void)
{
    /* a random nonnegative matrix in CSR: row i has 2 + i % 7 entries */
    int *rp = malloc((N + 1) * sizeof(int)), *ci = malloc(N * 9 * sizeof(int));
    double *va = malloc(N * 9 * sizeof(double));
    unsigned s = 1u;
    rp[0] = 0;
    for (int i = 0; i < N; i++) {
        int len = 2 + i % 7;
        for (int k = 0; k < len; k++) {
            s = s * 1103515245u + 12345u;
            ci[rp[i] + k] = k == 0 ? i : (int)((s >> 8) % N);
            va[rp[i] + k] = k == 0 ? 2.0 : 0.25 + ((s >> 4) & 15) / 16.0;
        }
        rp[i + 1] = rp[i] + len;
    }
    hyb_t m = {N, W, 0, malloc(N * W * sizeof(int)), malloc(N * W * sizeof(double)), 0, 0, 0};
    m.crow = malloc(N * 9 * sizeof(int)); m.ccol = malloc(N * 9 * sizeof(int)); m.cval = malloc(N * 9 * sizeof(double));
    for (int i = 0; i < N; i++)
        for (int k = 0; k < W; k++) {
            int e = rp[i] + k;
            m.ecol[k * N + i] = e < rp[i + 1] ? ci[e] : -1;
            m.eval[k * N + i] = e < rp[i + 1] ? va[e] : 0.0;
        }
    for (int i = 0; i < N; i++)
        for (int e = rp[i] + W; e < rp[i + 1]; e++) {
            m.crow[m.nnz] = i; m.ccol[m.nnz] = ci[e]; m.cval[m.nnz] = va[e]; m.nnz++;
        }
    double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
    double *hx = malloc(N * sizeof(double)), *hy = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) x[i] = hx[i] = 1.0;
    hyb_to_device(&m);
    double lam = 0;
#pragma acc data copy(x[0:N]) create(y[0:N])
    for (int it = 0; it < ITERS; it++) {
        spmv(&m, x, y);
        double nrm = 0;
#pragma acc parallel loop reduction(+:nrm) present(y[0:N])
        for (int i = 0; i < N; i++) nrm += y[i] * y[i];
        nrm = sqrt(nrm);
        lam = nrm;
#pragma acc parallel loop present(x[0:N], y[0:N])
        for (int i = 0; i < N; i++) x[i] = y[i] / nrm;
    }
    hyb_release(&m);
    double hlam = 0;
    for (int it = 0; it < ITERS; it++) {
        double nrm = 0;
        for (int i = 0; i < N; i++) {
            double t = 0;
            for (int e = rp[i]; e < rp[i + 1]; e++) t += va[e] * hx[ci[e]];
            hy[i] = t;
            nrm += t * t;
        }
        nrm = sqrt(nrm);
        hlam = nrm;
        for (int i = 0; i < N; i++) hx[i] = hy[i] / nrm;
    }
    CHECK(m.nnz > N / 2);
    CHECK(fabs(lam - hlam) < 1e-9 * hlam);
    double md = 0;
    for (int i = 0; i < N; i++) md = fmax(md, fabs(x[i] - hx[i]));
    CHECK(md < 1e-10);
    CHECK(hlam > 4.0);
    CHECK_DONE();
}

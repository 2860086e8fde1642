/* A conjugate-gradient solve on a SELL-C-sigma sparse matrix (slices of C rows stored column
 * by column, padded to the slice's longest row), as performance-portable sparse codes keep it
 * in a struct with pointer members: the struct and its arrays put on the device by `enter
 * data copyin` of the struct then of each member section (attach, 2.6.4/2.7.2), kernels that
 * reach the arrays through `A->val[...]` under `present(A)`, the SpMV a `parallel loop gang`
 * over slices with a `loop vector` over the slice's rows, dot products as reductions, the
 * vector updates with `async(1)` and an `acc_wait(1)`, `acc_copyin`/`acc_delete` of work
 * vectors from the API, and `exit data detach`-free teardown with `delete` in reverse order.
 * The solution checked by the residual computed on the host from the CSR form. */
#include <math.h>
#include <openacc.h>
#include "check.h"
#define N 400
#define C 8
typedef struct {
    int n, nslices;
    int *slice_ptr, *slice_len, *col;
    double *val;
} sell_t;

int main(void)
{
    /* a 2-D Laplacian-like SPD matrix, 20 x 20 grid, with a diagonal shift */
    const int g = 20;
    int rowlen[N], rcol[N][5];
    double rval[N][5];
    for (int r = 0; r < N; r++) {
        int y = r / g, x = r % g, k = 0;
        rcol[r][k] = r; rval[r][k++] = 4.2 + 0.01 * (r % 3);
        if (x > 0) { rcol[r][k] = r - 1; rval[r][k++] = -1.0; }
        if (x < g - 1) { rcol[r][k] = r + 1; rval[r][k++] = -1.0; }
        if (y > 0) { rcol[r][k] = r - g; rval[r][k++] = -1.0; }
        if (y < g - 1) { rcol[r][k] = r + g; rval[r][k++] = -1.0; }
        rowlen[r] = k;
    }
    sell_t *A = malloc(sizeof(sell_t));
    A->n = N;
    A->nslices = N / C;
    A->slice_ptr = malloc((A->nslices + 1) * sizeof(int));
    A->slice_len = malloc(A->nslices * sizeof(int));
    A->slice_ptr[0] = 0;
    for (int s = 0; s < A->nslices; s++) {
        int m = 0;
        for (int r = s * C; r < (s + 1) * C; r++) if (rowlen[r] > m) m = rowlen[r];
        A->slice_len[s] = m;
        A->slice_ptr[s + 1] = A->slice_ptr[s] + m * C;
    }
    int nnzp = A->slice_ptr[A->nslices];
    A->col = malloc(nnzp * sizeof(int));
    A->val = malloc(nnzp * sizeof(double));
    for (int s = 0; s < A->nslices; s++)
        for (int j = 0; j < A->slice_len[s]; j++)
            for (int c = 0; c < C; c++) {
                int r = s * C + c, q = A->slice_ptr[s] + j * C + c;
                A->col[q] = j < rowlen[r] ? rcol[r][j] : r;
                A->val[q] = j < rowlen[r] ? rval[r][j] : 0.0;
            }
    double *b = malloc(N * sizeof(double)), *x = calloc(N, sizeof(double));
    double *r = malloc(N * sizeof(double)), *p = malloc(N * sizeof(double)), *Ap = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) b[i] = 1.0 + sin(0.05 * i);
    int ns = A->nslices;
#pragma acc enter data copyin(A[0:1])
#pragma acc enter data copyin(A->slice_ptr[0:ns+1], A->slice_len[0:ns], A->col[0:nnzp], A->val[0:nnzp])
    acc_copyin(b, N * sizeof(double));
    acc_copyin(x, N * sizeof(double));
    acc_create(r, N * sizeof(double));
    acc_create(p, N * sizeof(double));
    acc_create(Ap, N * sizeof(double));
    double rr = 0.0;
#pragma acc parallel loop present(b, r, p) reduction(+:rr)
    for (int i = 0; i < N; i++) { r[i] = b[i]; p[i] = b[i]; rr += b[i] * b[i]; }
    int it = 0;
    for (; it < 200 && rr > 1e-20; it++) {
#pragma acc parallel loop gang present(A, p, Ap) vector_length(C)
        for (int s = 0; s < ns; s++) {
#pragma acc loop vector
            for (int c = 0; c < C; c++) {
                double sum = 0.0;
                for (int j = 0; j < A->slice_len[s]; j++) {
                    int q = A->slice_ptr[s] + j * C + c;
                    sum += A->val[q] * p[A->col[q]];
                }
                Ap[s * C + c] = sum;
            }
        }
        double pAp = 0.0;
#pragma acc parallel loop present(p, Ap) reduction(+:pAp)
        for (int i = 0; i < N; i++) pAp += p[i] * Ap[i];
        double alpha = rr / pAp, rr_new = 0.0;
#pragma acc parallel loop present(x, r, p, Ap) reduction(+:rr_new)
        for (int i = 0; i < N; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * Ap[i];
            rr_new += r[i] * r[i];
        }
        double beta = rr_new / rr;
        rr = rr_new;
#pragma acc parallel loop present(r, p) async(1)
        for (int i = 0; i < N; i++) p[i] = r[i] + beta * p[i];
        acc_wait(1);
    }
    acc_update_self(x, N * sizeof(double));
    acc_delete(Ap, N * sizeof(double));
    acc_delete(p, N * sizeof(double));
    acc_delete(r, N * sizeof(double));
    acc_delete(x, N * sizeof(double));
    acc_delete(b, N * sizeof(double));
#pragma acc exit data delete(A->slice_ptr[0:ns+1], A->slice_len[0:ns], A->col[0:nnzp], A->val[0:nnzp])
#pragma acc exit data delete(A[0:1])
    double res = 0.0, bn = 0.0;
    for (int i = 0; i < N; i++) {
        double s = 0.0;
        for (int k = 0; k < rowlen[i]; k++) s += rval[i][k] * x[rcol[i][k]];
        res += (b[i] - s) * (b[i] - s);
        bn += b[i] * b[i];
    }
    CHECK(sqrt(res / bn) < 1e-8);
    CHECK(it > 5 && it < 200);
    CHECK(!acc_is_present(x, N * sizeof(double)) || acc_get_device_type() == acc_device_host);
    free(A->slice_ptr); free(A->slice_len); free(A->col); free(A->val); free(A);
    free(b); free(x); free(r); free(p); free(Ap);
    CHECK_DONE();
}

/* SpMV in the COO and DIA formats as sparse codes port them: COO with one nonzero per iteration
 * and `atomic update` on the output row (2.12), and a segmented variant (the row-sorted
 * triples reduced per row with a binary-searched row start from a `routine seq`), DIA with the
 * diagonal offsets `declare`d and the product a `parallel loop gang vector` over rows with a
 * `loop seq` over diagonals; the matrices held behind `acc_malloc` device pointers filled by
 * `acc_memcpy_to_device` and passed with `deviceptr` (2.7.3, 3.2.x). All three products agree with
 * the host's dense product. */
#include <math.h>
#include <stdlib.h>
#include <openacc.h>
#include "check.h"
#define N 300
#define ND 5

static const int OFF[ND] = {-17, -1, 0, 1, 17};
#pragma acc declare copyin(OFF)

#pragma acc routine seq
static int first_of_row(const int *ri, int nnz, int r)
{
    int lo = 0, hi = nnz;
    while (lo < hi) { int m = (lo + hi) / 2; if (ri[m] < r) lo = m + 1; else hi = m; }
    return lo;
}

int main(void)
{
    double *dia = malloc(ND * N * sizeof(double));
    for (int d = 0; d < ND; d++)
        for (int i = 0; i < N; i++) {
            int j = i + OFF[d];
            dia[d * N + i] = (j >= 0 && j < N) ? (OFF[d] == 0 ? 4.0 : -1.0 + 0.001 * ((i * 7 + d) % 13)) : 0.0;
        }
    int nnz = 0;
    for (int i = 0; i < N; i++) for (int d = 0; d < ND; d++) if (dia[d * N + i] != 0.0) nnz++;
    int *ri = malloc(nnz * sizeof(int)), *ci = malloc(nnz * sizeof(int));
    double *v = malloc(nnz * sizeof(double)), *x = malloc(N * sizeof(double));
    double *y1 = calloc(N, sizeof(double)), *y2 = malloc(N * sizeof(double)), *y3 = malloc(N * sizeof(double));
    nnz = 0;
    for (int i = 0; i < N; i++)
        for (int d = 0; d < ND; d++)
            if (dia[d * N + i] != 0.0) { ri[nnz] = i; ci[nnz] = i + OFF[d]; v[nnz++] = dia[d * N + i]; }
    for (int i = 0; i < N; i++) x[i] = sin(0.1 * i) + 1.0;
    int *d_ri = acc_malloc(nnz * sizeof(int)), *d_ci = acc_malloc(nnz * sizeof(int));
    double *d_v = acc_malloc(nnz * sizeof(double)), *d_dia = acc_malloc(ND * N * sizeof(double));
    acc_memcpy_to_device(d_ri, ri, nnz * sizeof(int));
    acc_memcpy_to_device(d_ci, ci, nnz * sizeof(int));
    acc_memcpy_to_device(d_v, v, nnz * sizeof(double));
    acc_memcpy_to_device(d_dia, dia, ND * N * sizeof(double));
#pragma acc data copyin(x[0:N]) copy(y1[0:N]) copyout(y2[0:N], y3[0:N])
    {
#pragma acc parallel loop deviceptr(d_ri, d_ci, d_v) present(x[0:N], y1[0:N])
        for (int k = 0; k < nnz; k++) {
            double t = d_v[k] * x[d_ci[k]];
#pragma acc atomic update
            y1[d_ri[k]] += t;
        }
#pragma acc parallel loop deviceptr(d_ri, d_ci, d_v) present(x[0:N], y2[0:N])
        for (int r = 0; r < N; r++) {
            double s = 0;
            for (int k = first_of_row(d_ri, nnz, r); k < nnz && d_ri[k] == r; k++) s += d_v[k] * x[d_ci[k]];
            y2[r] = s;
        }
#pragma acc parallel loop gang vector vector_length(64) deviceptr(d_dia) present(x[0:N], y3[0:N])
        for (int i = 0; i < N; i++) {
            double s = 0;
#pragma acc loop seq
            for (int d = 0; d < ND; d++) {
                int j = i + OFF[d];
                if (j >= 0 && j < N) s += d_dia[d * N + i] * x[j];
            }
            y3[i] = s;
        }
    }
    acc_free(d_ri); acc_free(d_ci); acc_free(d_v); acc_free(d_dia);
    double e1 = 0, e2 = 0, e3 = 0;
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int d = 0; d < ND; d++) { int j = i + OFF[d]; if (j >= 0 && j < N) s += dia[d * N + i] * x[j]; }
        e1 = fmax(e1, fabs(y1[i] - s)); e2 = fmax(e2, fabs(y2[i] - s)); e3 = fmax(e3, fabs(y3[i] - s));
    }
    CHECK(e1 < 1e-12 && e2 < 1e-12 && e3 < 1e-12);
    free(dia); free(ri); free(ci); free(v); free(x); free(y1); free(y2); free(y3);
    CHECK_DONE();
}

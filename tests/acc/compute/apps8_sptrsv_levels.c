/* A sparse lower-triangular solve by level sets, as preconditioner code (ILU/IC forward
 * substitution) is ported to OpenACC: the level of every row computed on the host, rows sorted
 * by level, then one `parallel loop` per level over that level's rows (a host loop launching
 * kernels), each row a `loop seq`-style dot product over its CSR row; the matrix stays on the
 * device in an unstructured `enter data` region (2.6.6) and the right-hand sides are updated
 * with `update device` (2.14.4). Two right-hand sides; checked against plain forward
 * substitution. */
#include <math.h>
#include "check.h"
#define NR 300

int main(void)
{
    int *rowptr = malloc((NR + 1) * sizeof(int));
    int *col = malloc(NR * 6 * sizeof(int));
    double *val = malloc(NR * 6 * sizeof(double));
    int nnz = 0;
    rowptr[0] = 0;
    for (int i = 0; i < NR; i++) {
        int offs[4] = {1, 3, 17, 40};
        for (int k = 3; k >= 0; k--) {
            int j = i - offs[k];
            if (j >= 0 && (i * 7 + j) % 3 != 0) { col[nnz] = j; val[nnz] = -0.2 / (1 + k); nnz++; }
        }
        col[nnz] = i; val[nnz] = 2.0 + (i % 5) * 0.1; nnz++;
        rowptr[i + 1] = nnz;
    }
    int *level = malloc(NR * sizeof(int)), nlev = 0;
    for (int i = 0; i < NR; i++) {
        int l = 0;
        for (int k = rowptr[i]; k < rowptr[i + 1] - 1; k++)
            if (level[col[k]] + 1 > l) l = level[col[k]] + 1;
        level[i] = l;
        if (l + 1 > nlev) nlev = l + 1;
    }
    int *levptr = calloc(nlev + 1, sizeof(int)), *order = malloc(NR * sizeof(int));
    for (int i = 0; i < NR; i++) levptr[level[i] + 1]++;
    for (int l = 0; l < nlev; l++) levptr[l + 1] += levptr[l];
    int *fill = malloc(nlev * sizeof(int));
    for (int l = 0; l < nlev; l++) fill[l] = levptr[l];
    for (int i = 0; i < NR; i++) order[fill[level[i]]++] = i;
    double *b = malloc(NR * sizeof(double)), *x = malloc(NR * sizeof(double)), *ref = malloc(NR * sizeof(double));
#pragma acc enter data copyin(rowptr[0:NR+1], col[0:nnz], val[0:nnz], order[0:NR]) create(b[0:NR], x[0:NR])
    int bad = 0;
    for (int rhs = 0; rhs < 2; rhs++) {
        for (int i = 0; i < NR; i++) b[i] = rhs ? cos(0.1 * i) : 1.0 + (i % 7);
        for (int i = 0; i < NR; i++) {
            double s = b[i];
            for (int k = rowptr[i]; k < rowptr[i + 1] - 1; k++) s -= val[k] * ref[col[k]];
            ref[i] = s / val[rowptr[i + 1] - 1];
        }
#pragma acc update device(b[0:NR])
        for (int l = 0; l < nlev; l++) {
            int lo = levptr[l], hi = levptr[l + 1];
#pragma acc parallel loop present(rowptr, col, val, order, b, x)
            for (int r = lo; r < hi; r++) {
                int i = order[r];
                double s = b[i];
                int end = rowptr[i + 1] - 1;
#pragma acc loop seq
                for (int k = rowptr[i]; k < end; k++) s -= val[k] * x[col[k]];
                x[i] = s / val[end];
            }
        }
#pragma acc update self(x[0:NR])
        for (int i = 0; i < NR; i++)
            if (fabs(x[i] - ref[i]) > 1e-12 * (1 + fabs(ref[i]))) bad++;
    }
#pragma acc exit data delete(rowptr[0:NR+1], col[0:nnz], val[0:nnz], order[0:NR], b[0:NR], x[0:NR])
    CHECK(bad == 0);
    CHECK(nlev > 10 && nlev < NR);
    free(rowptr); free(col); free(val); free(level); free(levptr); free(order); free(fill); free(b); free(x); free(ref);
    CHECK_DONE();
}

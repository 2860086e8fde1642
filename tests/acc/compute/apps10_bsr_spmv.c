/* Block-sparse-row (BSR) SpMV with 4x4 blocks as sparse libraries' OpenACC back ends write it:
 * one block row per gang, the block's rows over the vector lanes of a
 * `parallel loop gang num_gangs(..) vector_length(32)` with an inner `loop vector` (2.9.3,
 * 2.9.5) and the columns of each block a `loop seq`; the matrix in a struct whose arrays are
 * deep-copied by `enter data` (attach), a `kernels` AXPY and a `parallel loop` dot product
 * on top (a few power-method steps). Checked against the host's dense product. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define BS 4
#define NBR 48
#define STEPS 5

typedef struct {
    int nbr, nnzb;
    int *rowptr, *colidx;
    double *val;
} bsr_t;

int main(void)
{
    bsr_t A;
    A.nbr = NBR;
    A.rowptr = malloc((NBR + 1) * sizeof(int));
    A.colidx = malloc(NBR * 5 * sizeof(int));
    A.val = malloc(NBR * 5 * BS * BS * sizeof(double));
    int nnzb = 0;
    unsigned s = 5;
    for (int br = 0; br < NBR; br++) {
        A.rowptr[br] = nnzb;
        for (int d = -2; d <= 2; d++) {
            int bc = br + d * 3;
            if (bc < 0 || bc >= NBR) continue;
            A.colidx[nnzb] = bc;
            for (int e = 0; e < BS * BS; e++) {
                s = s * 1103515245u + 12345u;
                A.val[nnzb * BS * BS + e] = (d == 0 && e % (BS + 1) == 0) ? 8.0 : ((s >> 16) % 100) / 100.0;
            }
            nnzb++;
        }
    }
    A.rowptr[NBR] = nnzb;
    A.nnzb = nnzb;
    int n = NBR * BS;
    double *restrict x = malloc(n * sizeof(double)), *restrict y = malloc(n * sizeof(double));
    double *hx = malloc(n * sizeof(double)), *hy = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) x[i] = hx[i] = 1.0 + (i % 7) * 0.1;
    bsr_t *pA = &A;
#pragma acc enter data copyin(pA[0:1])
#pragma acc enter data copyin(pA->rowptr[0:NBR+1], pA->colidx[0:nnzb], pA->val[0:nnzb*BS*BS])
    double lambda = 0;
#pragma acc data copy(x[0:n]) create(y[0:n])
    for (int st = 0; st < STEPS; st++) {
#pragma acc parallel loop gang num_gangs(NBR) vector_length(32) present(pA[0:1], x[0:n], y[0:n])
        for (int br = 0; br < NBR; br++) {
#pragma acc loop vector
            for (int r = 0; r < BS; r++) {
                double sum = 0;
                for (int k = pA->rowptr[br]; k < pA->rowptr[br + 1]; k++) {
                    const double *blk = pA->val + (size_t)k * BS * BS;
                    int c0 = pA->colidx[k] * BS;
#pragma acc loop seq
                    for (int c = 0; c < BS; c++) sum += blk[r * BS + c] * x[c0 + c];
                }
                y[br * BS + r] = sum;
            }
        }
        double nrm = 0;
#pragma acc parallel loop present(y[0:n]) reduction(+:nrm)
        for (int i = 0; i < n; i++) nrm += y[i] * y[i];
        nrm = sqrt(nrm);
        lambda = nrm;
#pragma acc kernels present(x[0:n], y[0:n])
        for (int i = 0; i < n; i++) x[i] = y[i] / nrm;
    }
#pragma acc exit data delete(pA->rowptr[0:NBR+1], pA->colidx[0:nnzb], pA->val[0:nnzb*BS*BS])
#pragma acc exit data delete(pA[0:1])
    double hl = 0;
    for (int st = 0; st < STEPS; st++) {
        for (int i = 0; i < n; i++) hy[i] = 0;
        for (int br = 0; br < NBR; br++)
            for (int k = A.rowptr[br]; k < A.rowptr[br + 1]; k++)
                for (int r = 0; r < BS; r++)
                    for (int c = 0; c < BS; c++)
                        hy[br * BS + r] += A.val[k * BS * BS + r * BS + c] * hx[A.colidx[k] * BS + c];
        double nrm = 0;
        for (int i = 0; i < n; i++) nrm += hy[i] * hy[i];
        nrm = sqrt(nrm);
        hl = nrm;
        for (int i = 0; i < n; i++) hx[i] = hy[i] / nrm;
    }
    double err = 0;
    for (int i = 0; i < n; i++) err = fmax(err, fabs(x[i] - hx[i]));
    CHECK(err < 1e-10);
    CHECK(fabs(lambda - hl) < 1e-9 * hl);
    free(A.rowptr); free(A.colidx); free(A.val); free(x); free(y); free(hx); free(hy);
    CHECK_DONE();
}

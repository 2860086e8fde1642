/* Batched small dense solves (block-Jacobi preconditioner setup) with a `routine worker` helper,
 * as multi-physics codes factor their per-cell blocks (spec 2.15.1 routine worker, 2.9.3 loop
 * worker, 2.9.4 loop vector, 2.5.10/2.5.11 num_workers and vector_length, 2.9.10 private): one
 * gang per block copies its matrix into a gang-`private` work array, a `routine worker` does the
 * Gaussian elimination (for each pivot a `loop worker` over the rows below with a `loop vector`
 * over the columns), and a `routine seq` back-substitutes; launched as `parallel loop gang
 * num_workers(4) vector_length(32)`. Checked by the residuals and against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NBLK 64
#define BS 12

#pragma acc routine worker
static void eliminate(double *restrict A, double *restrict b)
{
    for (int k = 0; k < BS - 1; k++) {
#pragma acc loop worker
        for (int i = k + 1; i < BS; i++) {
            double f = A[i * BS + k] / A[k * BS + k];
#pragma acc loop vector
            for (int j = k + 1; j < BS; j++) A[i * BS + j] -= f * A[k * BS + j];
            b[i] -= f * b[k];
        }
    }
}

#pragma acc routine seq
static void backsub(const double *A, double *b)
{
    for (int i = BS - 1; i >= 0; i--) {
        double t = b[i];
        for (int j = i + 1; j < BS; j++) t -= A[i * BS + j] * b[j];
        b[i] = t / A[i * BS + i];
    }
}

int main(void)
{
    double *M = malloc(NBLK * BS * BS * sizeof(double)), *rhs = malloc(NBLK * BS * sizeof(double));
    double *x = malloc(NBLK * BS * sizeof(double));
    unsigned s = 4u;
    for (int q = 0; q < NBLK; q++)
        for (int i = 0; i < BS; i++) {
            for (int j = 0; j < BS; j++) {
                s = s * 1103515245u + 12345u;
                M[(q * BS + i) * BS + j] = ((s >> 16) & 255) / 256.0 - 0.5 + (i == j ? BS : 0.0);
            }
            rhs[q * BS + i] = 1.0 + i - 0.1 * q;
        }
    double A[BS * BS], b[BS];
#pragma acc parallel loop gang num_workers(4) vector_length(32) private(A, b) copyin(M[0:NBLK * BS * BS], rhs[0:NBLK * BS]) copyout(x[0:NBLK * BS])
    for (int q = 0; q < NBLK; q++) {
#pragma acc loop worker vector
        for (int k = 0; k < BS * BS; k++) A[k] = M[q * BS * BS + k];
#pragma acc loop worker vector
        for (int k = 0; k < BS; k++) b[k] = rhs[q * BS + k];
        eliminate(A, b);
#pragma acc loop seq
        for (int once = 0; once < 1; once++) backsub(A, b);
#pragma acc loop worker vector
        for (int k = 0; k < BS; k++) x[q * BS + k] = b[k];
    }
    double mr = 0, md = 0;
    for (int q = 0; q < NBLK; q++) {
        double hA[BS * BS], hb[BS];
        for (int k = 0; k < BS * BS; k++) hA[k] = M[q * BS * BS + k];
        for (int k = 0; k < BS; k++) hb[k] = rhs[q * BS + k];
        for (int k = 0; k < BS - 1; k++)
            for (int i = k + 1; i < BS; i++) {
                double f = hA[i * BS + k] / hA[k * BS + k];
                for (int j = k + 1; j < BS; j++) hA[i * BS + j] -= f * hA[k * BS + j];
                hb[i] -= f * hb[k];
            }
        backsub(hA, hb);
        for (int i = 0; i < BS; i++) {
            double r = rhs[q * BS + i];
            for (int j = 0; j < BS; j++) r -= M[(q * BS + i) * BS + j] * x[q * BS + j];
            mr = fmax(mr, fabs(r));
            md = fmax(md, fabs(x[q * BS + i] - hb[i]));
        }
    }
    CHECK(mr < 1e-10);
    CHECK(md < 1e-12);
    free(M); free(rhs); free(x);
    CHECK_DONE();
}

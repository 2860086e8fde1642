/* Batched small dense solves as chemistry and FEM codes issue them (one 6x6 system per cell):
 * a `routine seq` LU factorization with partial pivoting on a 2-D array parameter
 * `double A[6][6]` and a pivot vector, a second `routine seq` for the triangular solves
 * (2.15.1), one system per iteration of a `parallel loop` over a batch laid out as `double
 * (*As)[6][6]` with the matrix copied into a thread-private local first; the residual's
 * maximum a `max` reduction and the number of row swaps a `+` reduction. Checked against the
 * host's run of the same routines. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define M 6
#define NBATCH 400

#pragma acc routine seq
static int lu(double A[M][M], int piv[M])
{
    int swaps = 0;
    for (int k = 0; k < M; k++) {
        int p = k;
        for (int i = k + 1; i < M; i++) if (fabs(A[i][k]) > fabs(A[p][k])) p = i;
        piv[k] = p;
        if (p != k) {
            swaps++;
            for (int j = 0; j < M; j++) { double t = A[k][j]; A[k][j] = A[p][j]; A[p][j] = t; }
        }
        for (int i = k + 1; i < M; i++) {
            A[i][k] /= A[k][k];
            for (int j = k + 1; j < M; j++) A[i][j] -= A[i][k] * A[k][j];
        }
    }
    return swaps;
}

#pragma acc routine seq
static void lu_solve(double A[M][M], const int piv[M], double b[M])
{
    for (int k = 0; k < M; k++) { double t = b[k]; b[k] = b[piv[k]]; b[piv[k]] = t; }
    for (int i = 1; i < M; i++) for (int j = 0; j < i; j++) b[i] -= A[i][j] * b[j];
    for (int i = M - 1; i >= 0; i--) {
        for (int j = i + 1; j < M; j++) b[i] -= A[i][j] * b[j];
        b[i] /= A[i][i];
    }
}

int main(void)
{
    double (*As)[M][M] = malloc(NBATCH * sizeof *As);
    double (*bs)[M] = malloc(NBATCH * sizeof *bs), (*xs)[M] = malloc(NBATCH * sizeof *xs);
    for (int n = 0; n < NBATCH; n++)
        for (int i = 0; i < M; i++) {
            bs[n][i] = 1.0 + i + 0.01 * n;
            for (int j = 0; j < M; j++) As[n][i][j] = sin(0.3 * (n + 1) * (i + 1) + 0.7 * j) + (i == (j + n) % M ? 0.5 : 0.0);
        }
    double res = 0.0;
    int swaps = 0;
#pragma acc parallel loop copyin(As[0:NBATCH], bs[0:NBATCH]) copyout(xs[0:NBATCH]) reduction(max:res) reduction(+:swaps)
    for (int n = 0; n < NBATCH; n++) {
        double A[M][M], x[M];
        int piv[M];
        for (int i = 0; i < M; i++) {
            x[i] = bs[n][i];
            for (int j = 0; j < M; j++) A[i][j] = As[n][i][j];
        }
        swaps += lu(A, piv);
        lu_solve(A, piv, x);
        for (int i = 0; i < M; i++) {
            double r = -bs[n][i];
            for (int j = 0; j < M; j++) r += As[n][i][j] * x[j];
            res = fmax(res, fabs(r));
            xs[n][i] = x[i];
        }
    }
    int hs = 0;
    double e = 0.0;
    for (int n = 0; n < NBATCH; n++) {
        double A[M][M], x[M];
        int piv[M];
        for (int i = 0; i < M; i++) { x[i] = bs[n][i]; for (int j = 0; j < M; j++) A[i][j] = As[n][i][j]; }
        hs += lu(A, piv);
        lu_solve(A, piv, x);
        for (int i = 0; i < M; i++) e = fmax(e, fabs(x[i] - xs[n][i]) / (1.0 + fabs(x[i])));
    }
    CHECK(swaps == hs && swaps > NBATCH);
    CHECK(e < 1e-9);
    CHECK(res < 1e-8);
    free(As); free(bs); free(xs);
    CHECK_DONE();
}

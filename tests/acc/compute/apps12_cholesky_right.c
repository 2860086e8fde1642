/* Right-looking Cholesky factorisation of an SPD matrix as dense linear algebra tutorials port
 * it (spec 2.5.3 serial, 2.9 loop gang/vector, 2.9.11 reduction, 2.6.5 data): per column a
 * `serial` region takes the pivot's square root, a `parallel loop` scales the column and a
 * `parallel loop gang` over columns with an inner `loop vector` over rows updates the trailing
 * lower triangle (a triangular inner bound); then the residual max |L L^T - A| is a
 * `collapse(2) reduction(max:)` with a sequential dot product, the triangular solves run in
 * one `serial` region, and the solution's error is a `+` reduction. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define N 40

int main(void)
{
    double (*A)[N] = malloc(sizeof(double[N][N])), (*A0)[N] = malloc(sizeof(double[N][N]));
    double (*H)[N] = malloc(sizeof(double[N][N]));
    double b[N], x[N], xt[N];
    unsigned s = 5u;
    /* A = B B^T + N I */
    double (*B)[N] = malloc(sizeof(double[N][N]));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { s = s * 1103515245u + 12345u; B[i][j] = ((s >> 16) & 255) / 128.0 - 1.0; }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double t = i == j ? N : 0.0;
            for (int k = 0; k < N; k++) t += B[i][k] * B[j][k];
            A[i][j] = A0[i][j] = H[i][j] = t;
        }
    for (int i = 0; i < N; i++) xt[i] = 1.0 + 0.1 * i;
    for (int i = 0; i < N; i++) {
        b[i] = 0;
        for (int j = 0; j < N; j++) b[i] += A0[i][j] * xt[j];
    }
    double resid = 0, err = 0;
#pragma acc data copy(A[0:N][0:N]) copyin(A0[0:N][0:N], b, xt) create(x)
    {
        for (int k = 0; k < N; k++) {
#pragma acc serial present(A[0:N][0:N])
            A[k][k] = sqrt(A[k][k]);
#pragma acc parallel loop present(A[0:N][0:N])
            for (int i = k + 1; i < N; i++) A[i][k] /= A[k][k];
#pragma acc parallel loop gang present(A[0:N][0:N])
            for (int j = k + 1; j < N; j++) {
#pragma acc loop vector
                for (int i = j; i < N; i++) A[i][j] -= A[i][k] * A[j][k];
            }
        }
#pragma acc parallel loop collapse(2) reduction(max:resid) present(A[0:N][0:N], A0[0:N][0:N])
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                if (j > i) continue;
                double t = 0;
                for (int p = 0; p <= j; p++) t += A[i][p] * A[j][p];
                resid = fmax(resid, fabs(t - A0[i][j]));
            }
#pragma acc serial present(A[0:N][0:N], b, x)
        {
            for (int i = 0; i < N; i++) {
                double t = b[i];
                for (int p = 0; p < i; p++) t -= A[i][p] * x[p];
                x[i] = t / A[i][i];
            }
            for (int i = N - 1; i >= 0; i--) {
                double t = x[i];
                for (int p = i + 1; p < N; p++) t -= A[p][i] * x[p];
                x[i] = t / A[i][i];
            }
        }
#pragma acc parallel loop reduction(+:err) present(x, xt)
        for (int i = 0; i < N; i++) err += fabs(x[i] - xt[i]);
    }
    /* host: the same right-looking order */
    for (int k = 0; k < N; k++) {
        H[k][k] = sqrt(H[k][k]);
        for (int i = k + 1; i < N; i++) H[i][k] /= H[k][k];
        for (int j = k + 1; j < N; j++)
            for (int i = j; i < N; i++) H[i][j] -= H[i][k] * H[j][k];
    }
    double md = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++) md = fmax(md, fabs(A[i][j] - H[i][j]));
    CHECK(md < 1e-10);
    CHECK(resid < 1e-9 * N);
    CHECK(err < 1e-9);
    /* the strict upper triangle is untouched */
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) CHECK(A[i][j] == A0[i][j]);
    free(A); free(A0); free(H); free(B);
    CHECK_DONE();
}

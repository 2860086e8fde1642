/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): hand-flattened 2-D arrays, `A[i*n + j]` with each
 * column subscript kept inside [0, n - 1] by the bounds of the loops around it, are rows of n:
 * two such subscripts meet only when their rows and their columns do, and the test reads them
 * as `A[i][j]`. LU's elimination (`A[i*n + k] /= A[k*n + k]` and the trailing update against
 * the pivot row `A[k*n + j]`, `j` and `i` from `k + 1`) has both loops parallel, as the 2-D
 * form `a[i][j]` (tests/acc/compute/kernels_pivot_rows.c), where it was one serial kernel;
 * a triangular row loop (`j` from `i + 1`) over a constant width is one kernel, where the
 * outer loop ran on the host; PolyBench's syrk, whose row `i` has two loops of `j <= i` (no one
 * span for `j`), is one kernel with `i` over the gangs. Columns that reach the next row (`j <= n`) or a width that is
 * not the columns' bound (`A[i*m + j]` with `j < n`) stay sequential, with C's results. The
 * .minfo beside this file pins the schedule. */
#include <math.h>
#include "check.h"

#define N 40

static void lu(int n, double *restrict A) {
#pragma acc kernels copy(A[0:n * n])
    for (int k = 0; k < n; k++) {
        for (int i = k + 1; i < n; i++) {
            A[i * n + k] /= A[k * n + k];
            for (int j = k + 1; j < n; j++) A[i * n + j] -= A[i * n + k] * A[k * n + j];
        }
    }
}

static void lu_host(int n, double *A) {
    for (int k = 0; k < n; k++)
        for (int i = k + 1; i < n; i++) {
            A[i * n + k] /= A[k * n + k];
            for (int j = k + 1; j < n; j++) A[i * n + j] -= A[i * n + k] * A[k * n + j];
        }
}

/* Each row also writes the first element of the next one: order matters. */
static void spill(int m, int n, double *restrict B) {
#pragma acc kernels copy(B[0:m * n + 1])
    for (int i = 0; i < m; i++)
        for (int j = 0; j <= n; j++) B[i * n + j] = B[i * n + j] * 2 + i;
}

/* A width `m` that is not the columns' bound `n`: rows of m may overlap for m < n. */
static void wide(int m, int n, double *restrict B) {
#pragma acc kernels copy(B[0:4 * m + n])
    for (int i = 1; i < 4; i++)
        for (int j = 0; j < n; j++) B[i * m + j] = B[(i - 1) * m + j] + 1;
}

/* syrk on the lower triangle: rows apart, each row's `j` loops bounded by `i`. */
static void syrk(int n, int m, double *restrict C, const double *restrict A) {
#pragma acc kernels copy(C[0:n * n]) copyin(A[0:n * m])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) C[i * n + j] *= 1.25;
        for (int k = 0; k < m; k++)
            for (int j = 0; j <= i; j++) C[i * n + j] += 1.5 * A[i * m + k] * A[j * m + k];
    }
}

static double L[N * N], Lr[N * N];

int main(void) {
    static double A[N * N], R[N * N], B[5 * N + 1], Br[5 * N + 1];
    for (int n = 1; n <= N; n += 13) {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                A[i * n + j] = R[i * n + j] = (i == j) ? 2.0 * n : 1.0 / (1 + i + 2 * j);
        lu(n, A);
        lu_host(n, R);
        for (int i = 0; i < n * n; i++) CHECK(fabs(A[i] - R[i]) < 1e-12);
    }
    for (int i = 0; i < N * N; i++) L[i] = Lr[i] = 1.0 + i;
#pragma acc kernels copy(L)
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) L[i * N + j] = 0.5 * L[i * N + j] + i;
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) Lr[i * N + j] = 0.5 * Lr[i * N + j] + i;
    for (int i = 0; i < N * N; i++) CHECK(L[i] == Lr[i]);

    static double S[N * N], Sr[N * N], SA[N * 8];
    for (int i = 0; i < N * N; i++) S[i] = Sr[i] = (i % 9) * 0.25;
    for (int i = 0; i < N * 8; i++) SA[i] = (i % 5) * 0.5;
    syrk(N, 8, S, SA);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j <= i; j++) Sr[i * N + j] *= 1.25;
        for (int k = 0; k < 8; k++)
            for (int j = 0; j <= i; j++) Sr[i * N + j] += 1.5 * SA[i * 8 + k] * SA[j * 8 + k];
    }
    for (int i = 0; i < N * N; i++) CHECK(fabs(S[i] - Sr[i]) < 1e-9);

    for (int i = 0; i < 5 * N + 1; i++) B[i] = Br[i] = i % 7;
    spill(5, N, B);
    for (int i = 0; i < 5; i++)
        for (int j = 0; j <= N; j++) Br[i * N + j] = Br[i * N + j] * 2 + i;
    for (int i = 0; i < 5 * N + 1; i++) CHECK(B[i] == Br[i]);
    for (int i = 0; i < 5 * N + 1; i++) B[i] = Br[i] = i % 5;
    wide(3, 8, B);
    for (int i = 1; i < 4; i++)
        for (int j = 0; j < 8; j++) Br[i * 3 + j] = Br[(i - 1) * 3 + j] + 1;
    for (int i = 0; i < 5 * N + 1; i++) CHECK(B[i] == Br[i]);
    CHECK_DONE();
}

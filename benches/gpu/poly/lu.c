/* lu (PolyBench 4.2): in-place LU factorisation without pivoting (L unit lower, U upper), as
 * right-looking GPU ports write it: for each k on the host, a `parallel loop` scaling column
 * k below the diagonal and a `parallel loop collapse(2)` updating the trailing matrix (2N
 * kernels). The input is diagonally dominant (PolyBench makes A = B B^T, an N^3 host step
 * this program skips). polybench.h: how it is run; checked by the residual L U - A on sampled
 * rows. */
#include "polybench.h"

#define N PB(2048, 57)

static double (*A)[N];

static double a0(long i, long j) { return i == j ? (double)N : pb_val(1, i, j); }

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) A[i][j] = a0(i, j);
}

static void kernel(void) {
#pragma acc data copy(A[0:N][0:N])
    for (int k = 0; k < N - 1; k++) {
#pragma acc parallel loop
        for (int i = k + 1; i < N; i++) A[i][k] /= A[k][k];
#pragma acc parallel loop collapse(2)
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++) A[i][j] -= A[i][k] * A[k][j];
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:N][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * N), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * N);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, N);
        for (long j = 0; j < N; j++) {
            /* (L U)[i][j] = sum over k <= min(i, j) of L[i][k] U[k][j], L[i][i] = 1 */
            long kmax = i < j ? i : j;
            double v = 0;
            for (long k = 0; k <= kmax; k++) v += (k == i ? 1.0 : A[i][k]) * A[k][j];
            got[s * N + j] = v;
            want[s * N + j] = a0(i, j);
        }
    }
    int ok = pb_check("lu L*U", got, want, (long)POLY_CHECK_ROWS * N, 1e-12);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    return pb_main("lu", init, kernel, kernels_only, check);
}

/* cholesky (PolyBench 4.2): in-place Cholesky factorisation A = L L^T (L in the lower
 * triangle), right-looking: for each k on the host, a `serial` construct for the diagonal's
 * square root, a `parallel loop` scaling column k, and a `parallel loop gang` / `loop vector`
 * over the triangular trailing update (3N kernels). The input is symmetric and diagonally
 * dominant (PolyBench makes A = B B^T, an N^3 host step this program skips). polybench.h: how
 * it is run; checked by the residual L L^T - A on sampled rows. */
#include "polybench.h"

#define N PB(2048, 53)

static double (*A)[N];

static double a0(long i, long j) { return i == j ? (double)N : pb_val(1, i < j ? i : j, i < j ? j : i); }

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) A[i][j] = a0(i, j);
}

static void kernel(void) {
#pragma acc data copy(A[0:N][0:N])
    for (int k = 0; k < N; k++) {
#pragma acc serial
        A[k][k] = sqrt(A[k][k]);
#pragma acc parallel loop
        for (int i = k + 1; i < N; i++) A[i][k] /= A[k][k];
#pragma acc parallel loop gang
        for (int i = k + 1; i < N; i++) {
#pragma acc loop vector
            for (int j = k + 1; j <= i; j++) A[i][j] -= A[i][k] * A[j][k];
        }
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
            /* (L L^T)[i][j] for j <= i; the strict upper triangle keeps the input */
            double v = 0;
            if (j <= i)
                for (long k = 0; k <= j; k++) v += A[i][k] * A[j][k];
            else
                v = A[i][j];
            got[s * N + j] = v;
            want[s * N + j] = a0(i, j);
        }
    }
    int ok = pb_check("cholesky L*L^T", got, want, (long)POLY_CHECK_ROWS * N, 1e-12);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    return pb_main("cholesky", init, kernel, kernels_only, check);
}

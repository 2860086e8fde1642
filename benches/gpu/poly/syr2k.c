/* syr2k (PolyBench 4.2): C = alpha (A B^T + B A^T) + beta C on the lower triangle (j <= i).
 * A, B: N x M, C: N x N. `parallel loop` over rows with a `loop` over the triangular inner
 * loop (no clauses: the compiler picks gang and vector). polybench.h: how it is run and
 * checked (sampled rows). */
#include "polybench.h"

#define N PB(3072, 59)
#define M PB(2048, 41)

static double (*A)[M], (*B)[M], (*C)[N];
static const double alpha = 1.5, beta = 1.2;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long k = 0; k < M; k++) {
            A[i][k] = pb_val(1, i, k);
            B[i][k] = pb_val(2, i, k);
        }
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) C[i][j] = pb_val(3, i, j);
}

static void kernel(void) {
#pragma acc data copyin(A[0:N][0:M], B[0:N][0:M]) copy(C[0:N][0:N])
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
#pragma acc loop
        for (int j = 0; j <= i; j++) {
            double s = C[i][j] * beta;
            for (int k = 0; k < M; k++) s += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
            C[i][j] = s;
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:M], B[0:N][0:M], C[0:N][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:N][0:M], B[0:N][0:M]) copy(C[0:N][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * N), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * N);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, N);
        for (long j = 0; j < N; j++) {
            double w = pb_val(3, i, j);
            if (j <= i) {
                w *= beta;
                for (long k = 0; k < M; k++) w += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
            }
            got[s * N + j] = C[i][j];
            want[s * N + j] = w;
        }
    }
    int ok = pb_check("syr2k C", got, want, (long)POLY_CHECK_ROWS * N, 1e-10);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][M]));
    B = pb_alloc(sizeof(double[N][M]));
    C = pb_alloc(sizeof(double[N][N]));
    return pb_main("syr2k", init, kernel, kernels_only, check);
}

/* trmm (PolyBench 4.2): B = alpha A^T B with A unit lower triangular (B[i][j] += A[k][i]
 * B[k][j] for k > i). A: M x M, B: M x N. Row i reads the rows k > i before they change, so
 * the columns j are parallel and i runs upwards inside (`parallel loop` over j).
 * polybench.h: how it is run and checked (sampled columns). */
#include "polybench.h"

#define M PB(2048, 51)
#define N PB(4096, 63)

static double (*A)[M], (*B)[N];
static const double alpha = 1.5;

static void init(void) {
    for (long i = 0; i < M; i++)
        for (long k = 0; k < M; k++) A[i][k] = k < i ? pb_val(1, i, k) : (k == i ? 1 : -999);
    for (long i = 0; i < M; i++)
        for (long j = 0; j < N; j++) B[i][j] = pb_val(2, i, j);
}

static void kernel(void) {
#pragma acc data copyin(A[0:M][0:M]) copy(B[0:M][0:N])
#pragma acc parallel loop
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++) {
            double s = B[i][j];
            for (int k = i + 1; k < M; k++) s += A[k][i] * B[k][j];
            B[i][j] = alpha * s;
        }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:M][0:M], B[0:M][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:M][0:M]) copy(B[0:M][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long j = pb_row(s, N);
        double *b = want + (long)s * M;
        for (long i = 0; i < M; i++) b[i] = pb_val(2, i, j);
        for (long i = 0; i < M; i++) {
            for (long k = i + 1; k < M; k++) b[i] += A[k][i] * b[k];
            b[i] = alpha * b[i];
        }
        for (long i = 0; i < M; i++) got[(long)s * M + i] = B[i][j];
    }
    int ok = pb_check("trmm B", got, want, (long)POLY_CHECK_ROWS * M, 1e-10);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[M][M]));
    B = pb_alloc(sizeof(double[M][N]));
    return pb_main("trmm", init, kernel, kernels_only, check);
}

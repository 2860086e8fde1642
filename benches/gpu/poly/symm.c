/* symm (PolyBench 4.2): C = alpha A B + beta C with A symmetric (its lower triangle read).
 * A: M x M, B, C: M x N. PolyBench's loop order: row i of C updates the rows k < i, so the
 * i loop is sequential and the columns j are parallel (`parallel loop` over j, i and k
 * sequential inside, each thread a column: coalesced). polybench.h: how it is run and
 * checked (sampled columns). */
#include "polybench.h"

#define M PB(2048, 53)
#define N PB(4096, 67)

static double (*A)[M], (*B)[N], (*C)[N];
static const double alpha = 1.5, beta = 1.2;

static void init(void) {
    for (long i = 0; i < M; i++)
        for (long k = 0; k < M; k++) A[i][k] = k <= i ? pb_val(1, i, k) : -999;
    for (long i = 0; i < M; i++)
        for (long j = 0; j < N; j++) {
            B[i][j] = pb_val(2, i, j);
            C[i][j] = pb_val(3, i, j);
        }
}

static void kernel(void) {
#pragma acc data copyin(A[0:M][0:M], B[0:M][0:N]) copy(C[0:M][0:N])
#pragma acc parallel loop
    for (int j = 0; j < N; j++)
        for (int i = 0; i < M; i++) {
            double temp2 = 0;
            for (int k = 0; k < i; k++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                temp2 += B[k][j] * A[i][k];
            }
            C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:M][0:M], B[0:M][0:N], C[0:M][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:M][0:M], B[0:M][0:N]) copy(C[0:M][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * M);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long j = pb_row(s, N);
        double *c = want + (long)s * M;
        for (long i = 0; i < M; i++) c[i] = pb_val(3, i, j);
        for (long i = 0; i < M; i++) {
            double temp2 = 0;
            for (long k = 0; k < i; k++) {
                c[k] += alpha * B[i][j] * A[i][k];
                temp2 += B[k][j] * A[i][k];
            }
            c[i] = beta * c[i] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
        for (long i = 0; i < M; i++) got[(long)s * M + i] = C[i][j];
    }
    int ok = pb_check("symm C", got, want, (long)POLY_CHECK_ROWS * M, 1e-10);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[M][M]));
    B = pb_alloc(sizeof(double[M][N]));
    C = pb_alloc(sizeof(double[M][N]));
    return pb_main("symm", init, kernel, kernels_only, check);
}

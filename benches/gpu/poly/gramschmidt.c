/* gramschmidt (PolyBench 4.2): QR by modified Gram-Schmidt, A: M x N (overwritten), Q: M x N,
 * R: N x N. For each column k on the host: a `parallel loop reduction(+:nrm)` (the norm comes
 * back to the host), a `parallel loop` writing Q[:,k], and a `parallel loop` over the columns
 * j > k with the i loops inside (PolyBench/ACC's schedule: at most N threads). polybench.h:
 * how it is run; checked by Q R - A on sampled rows and Q^T Q - I on sampled column pairs. */
#include "polybench.h"

#define M PB(2048, 61)
#define N PB(1024, 37)

static double (*A)[N], (*R)[N], (*Q)[N];

static void init(void) {
    for (long i = 0; i < M; i++)
        for (long j = 0; j < N; j++) {
            A[i][j] = pb_val(1, i, j);
            Q[i][j] = 0;
        }
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) R[i][j] = 0;
}

static void kernel(void) {
#pragma acc data copy(A[0:M][0:N], R[0:N][0:N]) copyout(Q[0:M][0:N])
    for (int k = 0; k < N; k++) {
        double nrm = 0;
#pragma acc parallel loop reduction(+:nrm)
        for (int i = 0; i < M; i++) nrm += A[i][k] * A[i][k];
        double rkk = sqrt(nrm);
#pragma acc parallel loop
        for (int i = 0; i < M; i++) {
            if (i == 0) R[k][k] = rkk;
            Q[i][k] = A[i][k] / rkk;
        }
#pragma acc parallel loop
        for (int j = k + 1; j < N; j++) {
            double s = 0;
            for (int i = 0; i < M; i++) s += Q[i][k] * A[i][j];
            R[k][j] = s;
            for (int i = 0; i < M; i++) A[i][j] = A[i][j] - Q[i][k] * s;
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:M][0:N], R[0:N][0:N], Q[0:M][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:M][0:N], R[0:N][0:N]) copyout(Q[0:M][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *got = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * N), *want = pb_alloc(sizeof(double) * POLY_CHECK_ROWS * N);
    for (int s = 0; s < POLY_CHECK_ROWS; s++) {
        long i = pb_row(s, M);
        for (long j = 0; j < N; j++) {
            double v = 0;
            for (long k = 0; k <= j; k++) v += Q[i][k] * R[k][j];
            got[s * N + j] = v;
            want[s * N + j] = pb_val(1, i, j);
        }
    }
    int ok = pb_check("gramschmidt Q*R", got, want, (long)POLY_CHECK_ROWS * N, 1e-10);
    double g[POLY_CHECK_ROWS * POLY_CHECK_ROWS], w[POLY_CHECK_ROWS * POLY_CHECK_ROWS];
    for (int s = 0; s < POLY_CHECK_ROWS; s++)
        for (int u = 0; u < POLY_CHECK_ROWS; u++) {
            long a = pb_row(s, N), b = pb_row(u, N);
            double v = 0;
            for (long i = 0; i < M; i++) v += Q[i][a] * Q[i][b];
            g[s * POLY_CHECK_ROWS + u] = v;
            w[s * POLY_CHECK_ROWS + u] = a == b ? 1.0 : 0.0;
        }
    ok &= pb_check("gramschmidt Q^T*Q", g, w, POLY_CHECK_ROWS * POLY_CHECK_ROWS, 1e-8);
    free(got);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[M][N]));
    R = pb_alloc(sizeof(double[N][N]));
    Q = pb_alloc(sizeof(double[M][N]));
    return pb_main("gramschmidt", init, kernel, kernels_only, check);
}

/* heat-3d (PolyBench 4.2): TSTEPS x (B = A + 7-point Laplacian of A; A = B + ... of B) on
 * N^3, the time loop on the host, two `parallel loop collapse(3)` a step. polybench.h: how it
 * is run and checked (full host reference). */
#include "polybench.h"

#define N PB(256, 19)
#define TSTEPS PB(50, 6)

static double (*A)[N][N], (*B)[N][N];

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++)
            for (long k = 0; k < N; k++) A[i][j][k] = B[i][j][k] = (double)(i + j + (N - k)) * 10 / N + pb_val(1, i * N + j, k);
}

#define HEAT(D, S)                                                                                               \
    D[i][j][k] = 0.125 * (S[i + 1][j][k] - 2.0 * S[i][j][k] + S[i - 1][j][k]) +                                  \
                 0.125 * (S[i][j + 1][k] - 2.0 * S[i][j][k] + S[i][j - 1][k]) +                                  \
                 0.125 * (S[i][j][k + 1] - 2.0 * S[i][j][k] + S[i][j][k - 1]) + S[i][j][k]

static void kernel(void) {
#pragma acc data copy(A[0:N][0:N][0:N], B[0:N][0:N][0:N])
    for (int t = 1; t <= TSTEPS; t++) {
#pragma acc parallel loop collapse(3)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                for (int k = 1; k < N - 1; k++) HEAT(B, A);
#pragma acc parallel loop collapse(3)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                for (int k = 1; k < N - 1; k++) HEAT(A, B);
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:N][0:N], B[0:N][0:N][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:N][0:N][0:N], B[0:N][0:N][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double (*a)[N][N] = pb_alloc(sizeof(double[N][N][N])), (*b)[N][N] = pb_alloc(sizeof(double[N][N][N]));
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++)
            for (long k = 0; k < N; k++) a[i][j][k] = b[i][j][k] = (double)(i + j + (N - k)) * 10 / N + pb_val(1, i * N + j, k);
    for (int t = 1; t <= TSTEPS; t++) {
        for (long i = 1; i < N - 1; i++)
            for (long j = 1; j < N - 1; j++)
                for (long k = 1; k < N - 1; k++) HEAT(b, a);
        for (long i = 1; i < N - 1; i++)
            for (long j = 1; j < N - 1; j++)
                for (long k = 1; k < N - 1; k++) HEAT(a, b);
    }
    long n = (long)N * N * N;
    int ok = pb_check("heat-3d A", &A[0][0][0], &a[0][0][0], n, 1e-12) & pb_check("heat-3d B", &B[0][0][0], &b[0][0][0], n, 1e-12);
    free(a);
    free(b);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N][N]));
    B = pb_alloc(sizeof(double[N][N][N]));
    return pb_main("heat-3d", init, kernel, kernels_only, check);
}

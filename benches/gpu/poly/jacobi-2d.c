/* jacobi-2d (PolyBench 4.2): TSTEPS x (B = 5-point average of A; A = 5-point average of B)
 * on N x N. The time loop on the host, two `parallel loop collapse(2)` a step.
 * polybench.h: how it is run and checked (full host reference). */
#include "polybench.h"

#define N PB(4096, 67)
#define TSTEPS PB(100, 8)

static double (*A)[N], (*B)[N];

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) {
            A[i][j] = ((double)i * (j + 2) + 2) / N / N + pb_val(1, i, j);
            B[i][j] = ((double)i * (j + 3) + 3) / N / N;
        }
}

static void kernel(void) {
#pragma acc data copy(A[0:N][0:N], B[0:N][0:N])
    for (int t = 0; t < TSTEPS; t++) {
#pragma acc parallel loop collapse(2)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
#pragma acc parallel loop collapse(2)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:N], B[0:N][0:N])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:N][0:N], B[0:N][0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double (*a)[N] = pb_alloc(sizeof(double[N][N])), (*b)[N] = pb_alloc(sizeof(double[N][N]));
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) {
            a[i][j] = ((double)i * (j + 2) + 2) / N / N + pb_val(1, i, j);
            b[i][j] = ((double)i * (j + 3) + 3) / N / N;
        }
    for (int t = 0; t < TSTEPS; t++) {
        for (long i = 1; i < N - 1; i++)
            for (long j = 1; j < N - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][1 + j] + a[1 + i][j] + a[i - 1][j]);
        for (long i = 1; i < N - 1; i++)
            for (long j = 1; j < N - 1; j++)
                a[i][j] = 0.2 * (b[i][j] + b[i][j - 1] + b[i][1 + j] + b[1 + i][j] + b[i - 1][j]);
    }
    int ok = pb_check("jacobi-2d A", &A[0][0], &a[0][0], (long)N * N, 1e-12) &
             pb_check("jacobi-2d B", &B[0][0], &b[0][0], (long)N * N, 1e-12);
    free(a);
    free(b);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    B = pb_alloc(sizeof(double[N][N]));
    return pb_main("jacobi-2d", init, kernel, kernels_only, check);
}

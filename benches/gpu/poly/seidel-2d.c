/* seidel-2d (PolyBench 4.2): TSTEPS in-place Gauss-Seidel sweeps of a 9-point average on
 * N x N. A point reads its new up-left, up, up-right and left neighbours, so the sweep runs
 * as a wavefront over the diagonals d = 2i + j (every dependence is on a smaller d): the time
 * and wavefront loops on the host, one `parallel loop` over i per wavefront (about 3N short
 * kernels a step: launch latency dominates), as PolyBench/ACC-style ports do. polybench.h:
 * how it is run and checked (full host reference, same arithmetic). */
#include "polybench.h"

#define N PB(2000, 37)
#define TSTEPS PB(10, 3)

static double (*A)[N];

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) A[i][j] = ((double)i * (j + 2) + 2) / N + pb_val(1, i, j);
}

static void kernel(void) {
#pragma acc data copy(A[0:N][0:N])
    for (int t = 0; t < TSTEPS; t++)
        for (int d = 3; d <= 3 * (N - 2); d++) {
            /* interior points (i, j = d - 2i) with 1 <= i, j <= N - 2 */
            int lo = (d - (N - 2) + 1) / 2 > 1 ? (d - (N - 2) + 1) / 2 : 1;
            int hi = (d - 1) / 2 < N - 2 ? (d - 1) / 2 : N - 2;
#pragma acc parallel loop
            for (int i = lo; i <= hi; i++) {
                int j = d - 2 * i;
                A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] +
                           A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) /
                          9.0;
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
    double (*a)[N] = pb_alloc(sizeof(double[N][N]));
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) a[i][j] = ((double)i * (j + 2) + 2) / N + pb_val(1, i, j);
    for (int t = 0; t < TSTEPS; t++)
        for (long i = 1; i <= N - 2; i++)
            for (long j = 1; j <= N - 2; j++)
                a[i][j] = (a[i - 1][j - 1] + a[i - 1][j] + a[i - 1][j + 1] + a[i][j - 1] + a[i][j] + a[i][j + 1] +
                           a[i + 1][j - 1] + a[i + 1][j] + a[i + 1][j + 1]) /
                          9.0;
    int ok = pb_check("seidel-2d A", &A[0][0], &a[0][0], (long)N * N, 1e-12);
    free(a);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    return pb_main("seidel-2d", init, kernel, kernels_only, check);
}

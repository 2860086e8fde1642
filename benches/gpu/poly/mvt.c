/* mvt (PolyBench 4.2): x1 += A y_1; x2 += A^T y_2. A: N x N. `parallel loop` over i, the j
 * loops plain (a row walk per thread for x1, a column walk, coalesced, for x2).
 * polybench.h: how it is run. */
#include "polybench.h"

#define N PB(8192, 71)

static double (*A)[N], *x1, *x2, *y_1, *y_2;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) A[i][j] = pb_val(1, i, j);
    for (long i = 0; i < N; i++) {
        x1[i] = pb_val(2, 0, i);
        x2[i] = pb_val(3, 0, i);
        y_1[i] = pb_val(4, 0, i);
        y_2[i] = pb_val(5, 0, i);
    }
}

static void kernel(void) {
#pragma acc data copyin(A[0:N][0:N], y_1[0:N], y_2[0:N]) copy(x1[0:N], x2[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) x1[i] = x1[i] + A[i][j] * y_1[j];
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) x2[i] = x2[i] + A[j][i] * y_2[j];
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:N], y_1[0:N], y_2[0:N], x1[0:N], x2[0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:N][0:N], y_1[0:N], y_2[0:N]) copy(x1[0:N], x2[0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *w1 = pb_alloc(sizeof(double) * N), *w2 = pb_alloc(sizeof(double) * N);
    for (long i = 0; i < N; i++) {
        w1[i] = pb_val(2, 0, i);
        w2[i] = pb_val(3, 0, i);
    }
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) {
            w1[i] += A[i][j] * y_1[j];
            w2[j] += A[i][j] * y_2[i];
        }
    int ok = pb_check("mvt x1", x1, w1, N, 1e-10) & pb_check("mvt x2", x2, w2, N, 1e-10);
    free(w1);
    free(w2);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    x1 = pb_alloc(sizeof(double) * N);
    x2 = pb_alloc(sizeof(double) * N);
    y_1 = pb_alloc(sizeof(double) * N);
    y_2 = pb_alloc(sizeof(double) * N);
    return pb_main("mvt", init, kernel, kernels_only, check);
}

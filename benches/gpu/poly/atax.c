/* atax (PolyBench 4.2): y = A^T (A x). A: M x N. Kernel 1 (tmp = A x) a row per iteration
 * with an inner `loop reduction`, kernel 2 (y = A^T tmp) a column per iteration with a plain
 * sequential inner loop, as PolyBench/ACC writes them. polybench.h: how it is run. */
#include "polybench.h"

#define M PB(8192, 57)
#define N PB(8192, 63)

static double (*A)[N], *x, *y, *tmp;

static void init(void) {
    for (long i = 0; i < M; i++)
        for (long j = 0; j < N; j++) A[i][j] = pb_val(1, i, j);
    for (long j = 0; j < N; j++) x[j] = pb_val(2, 0, j);
}

static void kernel(void) {
#pragma acc data copyin(A[0:M][0:N], x[0:N]) create(tmp[0:M]) copyout(y[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < M; i++) {
            double s = 0;
#pragma acc loop reduction(+:s)
            for (int j = 0; j < N; j++) s += A[i][j] * x[j];
            tmp[i] = s;
        }
#pragma acc parallel loop
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int i = 0; i < M; i++) s += A[i][j] * tmp[i];
            y[j] = s;
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:M][0:N], x[0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:M][0:N], x[0:N]) create(tmp[0:M]) copyout(y[0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *t = pb_alloc(sizeof(double) * M), *want = pb_alloc(sizeof(double) * N);
    for (long i = 0; i < M; i++) {
        t[i] = 0;
        for (long j = 0; j < N; j++) t[i] += A[i][j] * x[j];
    }
    for (long j = 0; j < N; j++) want[j] = 0;
    for (long i = 0; i < M; i++)
        for (long j = 0; j < N; j++) want[j] += A[i][j] * t[i];
    int ok = pb_check("atax y", y, want, N, 1e-10);
    free(t);
    free(want);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[M][N]));
    x = pb_alloc(sizeof(double) * N);
    y = pb_alloc(sizeof(double) * N);
    tmp = pb_alloc(sizeof(double) * M);
    return pb_main("atax", init, kernel, kernels_only, check);
}

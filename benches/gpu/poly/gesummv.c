/* gesummv (PolyBench 4.2): y = alpha A x + beta B x. A, B: N x N. One `parallel loop` over
 * rows, inner `loop reduction` over columns. polybench.h: how it is run. */
#include "polybench.h"

#define N PB(6144, 67)

static double (*A)[N], (*B)[N], *x, *y;
static const double alpha = 1.5, beta = 1.2;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) {
            A[i][j] = pb_val(1, i, j);
            B[i][j] = pb_val(2, i, j);
        }
    for (long j = 0; j < N; j++) x[j] = pb_val(3, 0, j);
}

static void kernel(void) {
#pragma acc data copyin(A[0:N][0:N], B[0:N][0:N], x[0:N]) copyout(y[0:N])
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
        double t = 0, u = 0;
#pragma acc loop reduction(+:t, u)
        for (int j = 0; j < N; j++) {
            t += A[i][j] * x[j];
            u += B[i][j] * x[j];
        }
        y[i] = alpha * t + beta * u;
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:N], B[0:N][0:N], x[0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:N][0:N], B[0:N][0:N], x[0:N]) copyout(y[0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *w = pb_alloc(sizeof(double) * N);
    for (long i = 0; i < N; i++) {
        double t = 0, u = 0;
        for (long j = 0; j < N; j++) {
            t += A[i][j] * x[j];
            u += B[i][j] * x[j];
        }
        w[i] = alpha * t + beta * u;
    }
    int ok = pb_check("gesummv y", y, w, N, 1e-10);
    free(w);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    B = pb_alloc(sizeof(double[N][N]));
    x = pb_alloc(sizeof(double) * N);
    y = pb_alloc(sizeof(double) * N);
    return pb_main("gesummv", init, kernel, kernels_only, check);
}

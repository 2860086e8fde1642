/* bicg (PolyBench 4.2): s = A^T r; q = A p. A: N x M. Both in one `parallel` region with
 * two `loop gang vector` loops, plain sequential inner loops (PolyBench/ACC's schedule).
 * polybench.h: how it is run. */
#include "polybench.h"

#define N PB(8192, 59)
#define M PB(8192, 47)

static double (*A)[M], *s, *q, *p, *r;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < M; j++) A[i][j] = pb_val(1, i, j);
    for (long j = 0; j < M; j++) p[j] = pb_val(2, 0, j);
    for (long i = 0; i < N; i++) r[i] = pb_val(3, 0, i);
}

static void kernel(void) {
#pragma acc data copyin(A[0:N][0:M], p[0:M], r[0:N]) copyout(s[0:M], q[0:N])
#pragma acc parallel
    {
#pragma acc loop gang vector
        for (int j = 0; j < M; j++) {
            double t = 0;
            for (int i = 0; i < N; i++) t += r[i] * A[i][j];
            s[j] = t;
        }
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) {
            double t = 0;
            for (int j = 0; j < M; j++) t += A[i][j] * p[j];
            q[i] = t;
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:M], p[0:M], r[0:N])
}

static void kernels_only(double *t) {
#pragma acc data copyin(A[0:N][0:M], p[0:M], r[0:N]) copyout(s[0:M], q[0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *ws = pb_alloc(sizeof(double) * M), *wq = pb_alloc(sizeof(double) * N);
    for (long j = 0; j < M; j++) ws[j] = 0;
    for (long i = 0; i < N; i++) {
        wq[i] = 0;
        for (long j = 0; j < M; j++) {
            ws[j] += r[i] * A[i][j];
            wq[i] += A[i][j] * p[j];
        }
    }
    int ok = pb_check("bicg s", s, ws, M, 1e-10) & pb_check("bicg q", q, wq, N, 1e-10);
    free(ws);
    free(wq);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][M]));
    s = pb_alloc(sizeof(double) * M);
    q = pb_alloc(sizeof(double) * N);
    p = pb_alloc(sizeof(double) * M);
    r = pb_alloc(sizeof(double) * N);
    return pb_main("bicg", init, kernel, kernels_only, check);
}

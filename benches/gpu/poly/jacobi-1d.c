/* jacobi-1d (PolyBench 4.2): TSTEPS x (B = 3-point average of A; A = 3-point average of B).
 * The time loop on the host, two `parallel loop`s a step: 2 TSTEPS short kernels (launch
 * latency matters). polybench.h: how it is run and checked (full host reference). */
#include "polybench.h"

#define N PB(1048576, 1001)
#define TSTEPS PB(500, 12)

static double *A, *B;

static void init(void) {
    for (long i = 0; i < N; i++) {
        A[i] = ((double)i + 2) / N + pb_val(1, 0, i);
        B[i] = ((double)i + 3) / N;
    }
}

static void kernel(void) {
#pragma acc data copy(A[0:N], B[0:N])
    for (int t = 0; t < TSTEPS; t++) {
#pragma acc parallel loop
        for (int i = 1; i < N - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
#pragma acc parallel loop
        for (int i = 1; i < N - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N], B[0:N])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:N], B[0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double *a = pb_alloc(sizeof(double) * N), *b = pb_alloc(sizeof(double) * N);
    for (long i = 0; i < N; i++) {
        a[i] = ((double)i + 2) / N + pb_val(1, 0, i);
        b[i] = ((double)i + 3) / N;
    }
    for (int t = 0; t < TSTEPS; t++) {
        for (long i = 1; i < N - 1; i++) b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
        for (long i = 1; i < N - 1; i++) a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
    }
    int ok = pb_check("jacobi-1d A", A, a, N, 1e-12) & pb_check("jacobi-1d B", B, b, N, 1e-12);
    free(a);
    free(b);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double) * N);
    B = pb_alloc(sizeof(double) * N);
    return pb_main("jacobi-1d", init, kernel, kernels_only, check);
}

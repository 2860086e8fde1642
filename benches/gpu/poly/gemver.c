/* gemver (PolyBench 4.2): A += u1 v1^T + u2 v2^T; x += beta A^T y; x += z; w += alpha A x.
 * A: N x N. Four compute constructs as PolyBench/ACC writes them. polybench.h: how it is run. */
#include "polybench.h"

#define N PB(8192, 73)

static double (*A)[N], *u1, *v1, *u2, *v2, *w, *x, *y, *z;
static const double alpha = 1.5, beta = 1.2;

static void init(void) {
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) A[i][j] = pb_val(1, i, j);
    for (long i = 0; i < N; i++) {
        u1[i] = pb_val(2, 0, i);
        v1[i] = pb_val(3, 0, i);
        u2[i] = pb_val(4, 0, i);
        v2[i] = pb_val(5, 0, i);
        w[i] = 0;
        x[i] = 0;
        y[i] = pb_val(6, 0, i);
        z[i] = pb_val(7, 0, i);
    }
}

static void kernel(void) {
#pragma acc data copy(A[0:N][0:N], w[0:N], x[0:N]) copyin(u1[0:N], v1[0:N], u2[0:N], v2[0:N], y[0:N], z[0:N])
    {
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            double s = x[i];
            for (int j = 0; j < N; j++) s = s + beta * A[j][i] * y[j];
            x[i] = s;
        }
#pragma acc parallel loop
        for (int i = 0; i < N; i++) x[i] = x[i] + z[i];
#pragma acc parallel loop
        for (int i = 0; i < N; i++) {
            double s = w[i];
#pragma acc loop reduction(+:s)
            for (int j = 0; j < N; j++) s += alpha * A[i][j] * x[j];
            w[i] = s;
        }
    }
}

static void upload(void) {
    init();
#pragma acc update device(A[0:N][0:N], w[0:N], x[0:N], u1[0:N], v1[0:N], u2[0:N], v2[0:N], y[0:N], z[0:N])
}

static void kernels_only(double *t) {
#pragma acc data copy(A[0:N][0:N], w[0:N], x[0:N]) copyin(u1[0:N], v1[0:N], u2[0:N], v2[0:N], y[0:N], z[0:N])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    /* Host reference from the inputs: A' row by row, x, then w (A' is kept: N^2 doubles). */
    double (*a)[N] = pb_alloc(sizeof(double[N][N]));
    double *wx = pb_alloc(sizeof(double) * N), *ww = pb_alloc(sizeof(double) * N);
    for (long i = 0; i < N; i++) wx[i] = 0;
    for (long i = 0; i < N; i++)
        for (long j = 0; j < N; j++) {
            a[i][j] = pb_val(1, i, j) + u1[i] * v1[j] + u2[i] * v2[j];
            wx[j] += beta * a[i][j] * y[i];
        }
    for (long i = 0; i < N; i++) wx[i] += z[i];
    for (long i = 0; i < N; i++) {
        ww[i] = 0;
        for (long j = 0; j < N; j++) ww[i] += alpha * a[i][j] * wx[j];
    }
    int ok = pb_check("gemver A", &A[0][0], &a[0][0], (long)N * N, 1e-12) & pb_check("gemver x", x, wx, N, 1e-10) &
             pb_check("gemver w", w, ww, N, 1e-10);
    free(a);
    free(wx);
    free(ww);
    return ok;
}

int main(void) {
    A = pb_alloc(sizeof(double[N][N]));
    double **v[] = {&u1, &v1, &u2, &v2, &w, &x, &y, &z};
    for (int k = 0; k < 8; k++) *v[k] = pb_alloc(sizeof(double) * N);
    return pb_main("gemver", init, kernel, kernels_only, check);
}

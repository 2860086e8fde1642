/* gemver (PolyBench): A += u1 v1^T + u2 v2^T; x += beta A^T y; x += z; w += alpha A x.
 * float, n = 8192: four kernels (bench.h: how it is run). */
#include "bench.h"

static void compute(int n, float alpha, float beta, float *restrict A, const float *restrict u1,
                    const float *restrict v1, const float *restrict u2, const float *restrict v2,
                    float *restrict w, float *restrict x, const float *restrict y, const float *restrict z) {
    long nn = (long)n * n;
#pragma acc parallel loop collapse(2) present(A[0:nn], u1[0:n], v1[0:n], u2[0:n], v2[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[(long)i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];
#pragma acc parallel loop present(A[0:nn], x[0:n], y[0:n], z[0:n])
    for (int i = 0; i < n; i++) {
        float s = 0;
        for (int j = 0; j < n; j++)
            s += A[(long)j * n + i] * y[j];
        x[i] += beta * s + z[i];
    }
#pragma acc parallel loop present(A[0:nn], x[0:n], w[0:n])
    for (int i = 0; i < n; i++) {
        float s = 0;
#pragma acc loop reduction(+:s)
        for (int j = 0; j < n; j++)
            s += A[(long)i * n + j] * x[j];
        w[i] += alpha * s;
    }
}

static void total(int n, float alpha, float beta, float *restrict A, const float *restrict u1,
                  const float *restrict v1, const float *restrict u2, const float *restrict v2,
                  float *restrict w, float *restrict x, const float *restrict y, const float *restrict z) {
    long nn = (long)n * n;
#pragma acc data copy(A[0:nn], w[0:n], x[0:n]) copyin(u1[0:n], v1[0:n], u2[0:n], v2[0:n], y[0:n], z[0:n])
    compute(n, alpha, beta, A, u1, v1, u2, v2, w, x, y, z);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    int n = bench_sizes(o.small).gv_n;
    long nn = (long)n * n;
    float *A = bench_alloc(sizeof(float) * nn);
    float *v[8];
    for (int k = 0; k < 8; k++) v[k] = bench_alloc(sizeof(float) * n);
    float *u1 = v[0], *v1 = v[1], *u2 = v[2], *v2 = v[3], *w = v[4], *x = v[5], *y = v[6], *z = v[7];
    bench_fill_f(A, nn, o.seed, ID_A, -1, 1);
    bench_fill_f(u1, n, o.seed, ID_U1, -1, 1);
    bench_fill_f(v1, n, o.seed, ID_V1, -1, 1);
    bench_fill_f(u2, n, o.seed, ID_U2, -1, 1);
    bench_fill_f(v2, n, o.seed, ID_V2, -1, 1);
    bench_fill_f(w, n, o.seed, ID_W, -1, 1);
    bench_fill_f(x, n, o.seed, ID_X, -1, 1);
    bench_fill_f(y, n, o.seed, ID_Y, -1, 1);
    bench_fill_f(z, n, o.seed, ID_Z, -1, 1);
    total(n, BENCH_ALPHA, BENCH_BETA, A, u1, v1, u2, v2, w, x, y, z);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, A, sizeof(float) * nn);
    bench_out_write(f, x, sizeof(float) * n);
    bench_out_write(f, w, sizeof(float) * n);
    bench_out_close(f);
    /* A, x and w keep changing in place: the timed runs start from the inputs again. */
    bench_fill_f(A, nn, o.seed, ID_A, -1, 1);
    BENCH_TIME("gemver", "total", o.small, total(n, BENCH_ALPHA, BENCH_BETA, A, u1, v1, u2, v2, w, x, y, z));
#pragma acc data copyin(A[0:nn], w[0:n], x[0:n], u1[0:n], v1[0:n], u2[0:n], v2[0:n], y[0:n], z[0:n])
    BENCH_TIME("gemver", "kernels", o.small, compute(n, BENCH_ALPHA, BENCH_BETA, A, u1, v1, u2, v2, w, x, y, z));
    return 0;
}

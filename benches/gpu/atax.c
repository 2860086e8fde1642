/* atax (PolyBench): y = A^T (A x), A is m x n floats (8192 x 8192): a row reduction per row
 * of A, then a column reduction per column (bench.h: how it is run). */
#include "bench.h"

static void compute(int m, int n, const float *restrict A, const float *restrict x, float *restrict tmp,
                    float *restrict y) {
    long mn = (long)m * n;
#pragma acc parallel loop present(A[0:mn], x[0:n], tmp[0:m])
    for (int i = 0; i < m; i++) {
        float s = 0;
#pragma acc loop reduction(+:s)
        for (int j = 0; j < n; j++)
            s += A[(long)i * n + j] * x[j];
        tmp[i] = s;
    }
#pragma acc parallel loop present(A[0:mn], tmp[0:m], y[0:n])
    for (int j = 0; j < n; j++) {
        float s = 0;
        for (int i = 0; i < m; i++)
            s += A[(long)i * n + j] * tmp[i];
        y[j] = s;
    }
}

static void total(int m, int n, const float *restrict A, const float *restrict x, float *restrict tmp,
                  float *restrict y) {
    long mn = (long)m * n;
#pragma acc data copyin(A[0:mn], x[0:n]) create(tmp[0:m]) copyout(y[0:n])
    compute(m, n, A, x, tmp, y);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int m = s.ax_m, n = s.ax_n;
    long mn = (long)m * n;
    float *A = bench_alloc(sizeof(float) * mn), *x = bench_alloc(sizeof(float) * n);
    float *tmp = bench_alloc(sizeof(float) * m), *y = bench_alloc(sizeof(float) * n);
    bench_fill_f(A, mn, o.seed, ID_A, -1, 1);
    bench_fill_f(x, n, o.seed, ID_X, -1, 1);
    bench_poison_f(y, n);
    total(m, n, A, x, tmp, y);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, y, sizeof(float) * n);
    bench_out_close(f);
    BENCH_TIME("atax", "total", o.small, total(m, n, A, x, tmp, y));
#pragma acc data copyin(A[0:mn], x[0:n]) create(tmp[0:m], y[0:n])
    BENCH_TIME("atax", "kernels", o.small, compute(m, n, A, x, tmp, y));
    return 0;
}

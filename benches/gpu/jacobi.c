/* 2-D Jacobi: 4096 x 4096 doubles, 200 steps of the 4-point average of the interior (the
 * boundary stays), two arrays used in turn; the steps are queued on one async queue and waited
 * for once, as a CUDA program queues its launches on one stream (bench.h: how it is run). */
#include "bench.h"

static void compute(int n, int steps, double *restrict a, double *restrict b) {
    for (int t = 0; t < steps; t += 2) {
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n]) async(1)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]);
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n]) async(1)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                a[i * n + j] = 0.25 * (b[(i - 1) * n + j] + b[(i + 1) * n + j] + b[i * n + j - 1] + b[i * n + j + 1]);
    }
#pragma acc wait(1)
}

static void total(int n, int steps, double *restrict a, double *restrict b) {
#pragma acc data copy(a[0:n*n]) copyin(b[0:n*n])
    compute(n, steps, a, b);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int n = s.jac_n, steps = s.jac_steps;
    size_t nn = (size_t)n * n;
    double *a0 = bench_alloc(sizeof(double) * nn), *a = bench_alloc(sizeof(double) * nn);
    double *b = bench_alloc(sizeof(double) * nn);
    bench_fill_d(a0, (long)nn, o.seed, ID_A, 0, 1);
    memcpy(a, a0, sizeof(double) * nn);
    memcpy(b, a0, sizeof(double) * nn); /* the boundary of b; its interior is written first */
    total(n, steps, a, b);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, a, sizeof(double) * nn);
    bench_out_close(f);
    BENCH_TIME("jacobi", "total", o.small, total(n, steps, a, b));
#pragma acc data copyin(a[0:nn], b[0:nn])
    BENCH_TIME("jacobi", "kernels", o.small, compute(n, steps, a, b));
    return 0;
}

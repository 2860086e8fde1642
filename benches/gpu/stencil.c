/* 3-D 7-point stencil: 512^3 floats, 20 steps (two arrays in turn, the boundary stays), queued
 * on one async queue like jacobi.c (bench.h: how it is run). */
#include "bench.h"

#define C0 0.4f
#define C1 0.1f

static void compute(int n, int steps, float *restrict a, float *restrict b) {
    long nn = (long)n * n, n3 = nn * n;
    for (int t = 0; t < steps; t += 2) {
#pragma acc parallel loop collapse(3) present(a[0:n3], b[0:n3]) async(1)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++) {
                    long p = i * nn + (long)j * n + k;
                    b[p] = C0 * a[p] + C1 * (a[p - nn] + a[p + nn] + a[p - n] + a[p + n] + a[p - 1] + a[p + 1]);
                }
#pragma acc parallel loop collapse(3) present(a[0:n3], b[0:n3]) async(1)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++) {
                    long p = i * nn + (long)j * n + k;
                    a[p] = C0 * b[p] + C1 * (b[p - nn] + b[p + nn] + b[p - n] + b[p + n] + b[p - 1] + b[p + 1]);
                }
    }
#pragma acc wait(1)
}

static void total(int n, int steps, float *restrict a, float *restrict b) {
    long n3 = (long)n * n * n;
#pragma acc data copy(a[0:n3]) copyin(b[0:n3])
    compute(n, steps, a, b);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int n = s.st_n, steps = s.st_steps;
    long n3 = (long)n * n * n;
    float *a = bench_alloc(sizeof(float) * n3), *b = bench_alloc(sizeof(float) * n3);
    bench_fill_f(a, n3, o.seed, ID_A, 0, 1);
    memcpy(b, a, sizeof(float) * n3);
    total(n, steps, a, b);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, a, sizeof(float) * n3);
    bench_out_close(f);
    BENCH_TIME("stencil", "total", o.small, total(n, steps, a, b));
#pragma acc data copyin(a[0:n3], b[0:n3])
    BENCH_TIME("stencil", "kernels", o.small, compute(n, steps, a, b));
    return 0;
}

/* Dense matmul: C = A B, float, 2048 x 2048 x 2048, one thread (iteration) per element of C
 * (bench.h: how it is run). */
#include "bench.h"

static void compute(int n, const float *restrict a, const float *restrict b, float *restrict c) {
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n], c[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

static void total(int n, const float *restrict a, const float *restrict b, float *restrict c) {
#pragma acc data copyin(a[0:n*n], b[0:n*n]) copyout(c[0:n*n])
    compute(n, a, b, c);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    int n = bench_sizes(o.small).mm_n;
    size_t nn = (size_t)n * n;
    float *a = bench_alloc(sizeof(float) * nn), *b = bench_alloc(sizeof(float) * nn);
    float *c = bench_alloc(sizeof(float) * nn);
    bench_fill_f(a, (long)nn, o.seed, ID_A, -1, 1);
    bench_fill_f(b, (long)nn, o.seed, ID_B, -1, 1);
    bench_poison_f(c, (long)nn);
    total(n, a, b, c);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, c, sizeof(float) * nn);
    bench_out_close(f);
    BENCH_TIME("matmul", "total", o.small, total(n, a, b, c));
#pragma acc data copyin(a[0:nn], b[0:nn]) create(c[0:nn])
    BENCH_TIME("matmul", "kernels", o.small, compute(n, a, b, c));
    return 0;
}

/* saxpy: y = a*x + y, float, n = 2^26 (benches/gpu/bench.h says how it is run and timed). */
#include "bench.h"

static void compute(long n, float a, const float *restrict x, float *restrict y) {
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (long i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

static void total(long n, float a, const float *restrict x, float *restrict y) {
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    compute(n, a, x, y);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    long n = bench_sizes(o.small).n_vec;
    float *x = bench_alloc(sizeof(float) * n), *y = bench_alloc(sizeof(float) * n);
    bench_fill_f(x, n, o.seed, ID_X, -1, 1);
    bench_fill_f(y, n, o.seed, ID_Y, -1, 1);
    total(n, BENCH_ALPHA, x, y);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, y, sizeof(float) * n);
    bench_out_close(f);
    BENCH_TIME("saxpy", "total", o.small, total(n, BENCH_ALPHA, x, y));
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    BENCH_TIME("saxpy", "kernels", o.small, compute(n, BENCH_ALPHA, x, y));
    return 0;
}

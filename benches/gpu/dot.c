/* dot product: sum x[i]*y[i], double, n = 2^25, one reduction (bench.h: how it is run). */
#include "bench.h"

static double compute(long n, const double *restrict x, const double *restrict y) {
    double s = 0;
#pragma acc parallel loop reduction(+:s) present(x[0:n], y[0:n])
    for (long i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static double total(long n, const double *restrict x, const double *restrict y) {
    double s;
#pragma acc data copyin(x[0:n], y[0:n])
    s = compute(n, x, y);
    return s;
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    long n = bench_sizes(o.small).n_vec / 2;
    double *x = bench_alloc(sizeof(double) * n), *y = bench_alloc(sizeof(double) * n);
    bench_fill_d(x, n, o.seed, ID_X, -1, 1);
    bench_fill_d(y, n, o.seed, ID_Y, -1, 1);
    double s = total(n, x, y);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, &s, sizeof s);
    bench_out_close(f);
    volatile double sink = 0;
    BENCH_TIME("dot", "total", o.small, sink += total(n, x, y));
#pragma acc data copyin(x[0:n], y[0:n])
    BENCH_TIME("dot", "kernels", o.small, sink += compute(n, x, y));
    (void)sink;
    return 0;
}

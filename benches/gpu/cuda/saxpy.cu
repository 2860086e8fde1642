// saxpy: one thread per element (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void saxpy_k(long n, float a, const float *__restrict__ x, float *__restrict__ y) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

static void compute(long n, float a, const float *x, float *y) {
    saxpy_k<<<blocks_for(n, 256), 256>>>(n, a, x, y);
    CK_LAUNCH();
    SYNC();
}

static void total(long n, float a, const float *x, float *y) {
    float *dx = dev_alloc<float>(n), *dy = dev_alloc<float>(n);
    to_dev(dx, x, n);
    to_dev(dy, y, n);
    compute(n, a, dx, dy);
    to_host(y, dy, n);
    CK(cudaFree(dx));
    CK(cudaFree(dy));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    long n = bench_sizes(o.small).n_vec;
    float *x = (float *)bench_alloc(sizeof(float) * n), *y = (float *)bench_alloc(sizeof(float) * n);
    bench_fill_f(x, n, o.seed, ID_X, -1, 1);
    bench_fill_f(y, n, o.seed, ID_Y, -1, 1);
    total(n, BENCH_ALPHA, x, y);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, y, sizeof(float) * n);
    bench_out_close(f);
    BENCH_TIME("saxpy", "total", o.small, total(n, BENCH_ALPHA, x, y));
    float *dx = dev_alloc<float>(n), *dy = dev_alloc<float>(n);
    to_dev(dx, x, n);
    to_dev(dy, y, n);
    BENCH_TIME("saxpy", "kernels", o.small, compute(n, BENCH_ALPHA, dx, dy));
    return 0;
}

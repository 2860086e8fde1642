// dot product: a grid-stride loop per thread, a warp-shuffle and block reduction, one
// double atomicAdd per block (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void dot_k(long n, const double *__restrict__ x, const double *__restrict__ y, double *out) {
    __shared__ double warp_sums[32];
    double s = 0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        s += x[i] * y[i];
    for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0) warp_sums[warp] = s;
    __syncthreads();
    if (warp == 0) {
        s = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
        for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0) atomicAdd(out, s);
    }
}

static int grid_blocks;

static double compute(long n, const double *x, const double *y, double *d_sum) {
    double s;
    CK(cudaMemset(d_sum, 0, sizeof(double)));
    dot_k<<<grid_blocks, 256>>>(n, x, y, d_sum);
    CK_LAUNCH();
    to_host(&s, d_sum, 1);
    return s;
}

static double total(long n, const double *x, const double *y) {
    double *dx = dev_alloc<double>(n), *dy = dev_alloc<double>(n), *ds = dev_alloc<double>(1);
    to_dev(dx, x, n);
    to_dev(dy, y, n);
    double s = compute(n, dx, dy, ds);
    CK(cudaFree(dx));
    CK(cudaFree(dy));
    CK(cudaFree(ds));
    return s;
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    long n = bench_sizes(o.small).n_vec / 2;
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    grid_blocks = p.multiProcessorCount * 8; // 8 blocks of 256 fill an SM
    double *x = (double *)bench_alloc(sizeof(double) * n), *y = (double *)bench_alloc(sizeof(double) * n);
    bench_fill_d(x, n, o.seed, ID_X, -1, 1);
    bench_fill_d(y, n, o.seed, ID_Y, -1, 1);
    double s = total(n, x, y);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, &s, sizeof s);
    bench_out_close(f);
    volatile double sink = 0;
    BENCH_TIME("dot", "total", o.small, sink += total(n, x, y));
    double *dx = dev_alloc<double>(n), *dy = dev_alloc<double>(n), *ds = dev_alloc<double>(1);
    to_dev(dx, x, n);
    to_dev(dy, y, n);
    BENCH_TIME("dot", "kernels", o.small, sink += compute(n, dx, dy, ds));
    return 0;
}

// atax: tmp = A x with one warp per row (shuffle reduction); y = A^T tmp with one thread per
// column (coalesced) (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void atax_rows(int m, int n, const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ tmp) {
    int i = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
    if (i < m) {
        float s = 0;
        for (int j = lane; j < n; j += 32) s += A[(long)i * n + j] * x[j];
        for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0) tmp[i] = s;
    }
}

__global__ void atax_cols(int m, int n, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        float s = 0;
        for (int i = 0; i < m; i++) s += A[(long)i * n + j] * tmp[i];
        y[j] = s;
    }
}

static void compute(int m, int n, const float *A, const float *x, float *tmp, float *y) {
    atax_rows<<<blocks_for(m, 8), 256>>>(m, n, A, x, tmp);
    CK_LAUNCH();
    atax_cols<<<blocks_for(n, 256), 256>>>(m, n, A, tmp, y);
    CK_LAUNCH();
    SYNC();
}

static void total(int m, int n, const float *A, const float *x, float *y) {
    long mn = (long)m * n;
    float *dA = dev_alloc<float>(mn), *dx = dev_alloc<float>(n), *dt = dev_alloc<float>(m), *dy = dev_alloc<float>(n);
    to_dev(dA, A, mn);
    to_dev(dx, x, n);
    compute(m, n, dA, dx, dt, dy);
    to_host(y, dy, n);
    CK(cudaFree(dA));
    CK(cudaFree(dx));
    CK(cudaFree(dt));
    CK(cudaFree(dy));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int m = s.ax_m, n = s.ax_n;
    long mn = (long)m * n;
    float *A = (float *)bench_alloc(sizeof(float) * mn), *x = (float *)bench_alloc(sizeof(float) * n);
    float *y = (float *)bench_alloc(sizeof(float) * n);
    bench_fill_f(A, mn, o.seed, ID_A, -1, 1);
    bench_fill_f(x, n, o.seed, ID_X, -1, 1);
    bench_poison_f(y, n);
    total(m, n, A, x, y);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, y, sizeof(float) * n);
    bench_out_close(f);
    BENCH_TIME("atax", "total", o.small, total(m, n, A, x, y));
    float *dA = dev_alloc<float>(mn), *dx = dev_alloc<float>(n), *dt = dev_alloc<float>(m), *dy = dev_alloc<float>(n);
    to_dev(dA, A, mn);
    to_dev(dx, x, n);
    BENCH_TIME("atax", "kernels", o.small, compute(m, n, dA, dx, dt, dy));
    return 0;
}

// Dense matmul: one thread per element of C, 16x16 blocks, k loop from global memory (the
// straightforward kernel; no shared-memory tiling) (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void matmul_k(int n, const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c) {
    int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) {
        float s = 0;
        for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = s;
    }
}

static void compute(int n, const float *a, const float *b, float *c) {
    dim3 block(16, 16), grid(blocks_for(n, 16), blocks_for(n, 16));
    matmul_k<<<grid, block>>>(n, a, b, c);
    CK_LAUNCH();
    SYNC();
}

static void total(int n, const float *a, const float *b, float *c) {
    size_t nn = (size_t)n * n;
    float *da = dev_alloc<float>(nn), *db = dev_alloc<float>(nn), *dc = dev_alloc<float>(nn);
    to_dev(da, a, nn);
    to_dev(db, b, nn);
    compute(n, da, db, dc);
    to_host(c, dc, nn);
    CK(cudaFree(da));
    CK(cudaFree(db));
    CK(cudaFree(dc));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    int n = bench_sizes(o.small).mm_n;
    size_t nn = (size_t)n * n;
    float *a = (float *)bench_alloc(sizeof(float) * nn), *b = (float *)bench_alloc(sizeof(float) * nn);
    float *c = (float *)bench_alloc(sizeof(float) * nn);
    bench_fill_f(a, (long)nn, o.seed, ID_A, -1, 1);
    bench_fill_f(b, (long)nn, o.seed, ID_B, -1, 1);
    bench_poison_f(c, (long)nn);
    total(n, a, b, c);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, c, sizeof(float) * nn);
    bench_out_close(f);
    BENCH_TIME("matmul", "total", o.small, total(n, a, b, c));
    float *da = dev_alloc<float>(nn), *db = dev_alloc<float>(nn), *dc = dev_alloc<float>(nn);
    to_dev(da, a, nn);
    to_dev(db, b, nn);
    BENCH_TIME("matmul", "kernels", o.small, compute(n, da, db, dc));
    return 0;
}

// 3-D 7-point stencil: 32x8 blocks over (k, j), the i planes in gridDim.z, 20 launches on
// the default stream, one synchronisation (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void stencil_k(int n, const float *__restrict__ a, float *__restrict__ b) {
    int k = blockIdx.x * blockDim.x + threadIdx.x + 1, j = blockIdx.y * blockDim.y + threadIdx.y + 1;
    int i = blockIdx.z + 1;
    if (j < n - 1 && k < n - 1) {
        long nn = (long)n * n, p = i * nn + (long)j * n + k;
        b[p] = 0.4f * a[p] + 0.1f * (a[p - nn] + a[p + nn] + a[p - n] + a[p + n] + a[p - 1] + a[p + 1]);
    }
}

static void compute(int n, int steps, float *a, float *b) {
    dim3 block(32, 8), grid(blocks_for(n - 2, 32), blocks_for(n - 2, 8), n - 2);
    for (int t = 0; t < steps; t += 2) {
        stencil_k<<<grid, block>>>(n, a, b);
        CK_LAUNCH();
        stencil_k<<<grid, block>>>(n, b, a);
        CK_LAUNCH();
    }
    SYNC();
}

static void total(int n, int steps, float *a, float *b) {
    size_t n3 = (size_t)n * n * n;
    float *da = dev_alloc<float>(n3), *db = dev_alloc<float>(n3);
    to_dev(da, a, n3);
    to_dev(db, b, n3);
    compute(n, steps, da, db);
    to_host(a, da, n3);
    CK(cudaFree(da));
    CK(cudaFree(db));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int n = s.st_n, steps = s.st_steps;
    size_t n3 = (size_t)n * n * n;
    float *a = (float *)bench_alloc(sizeof(float) * n3), *b = (float *)bench_alloc(sizeof(float) * n3);
    bench_fill_f(a, (long)n3, o.seed, ID_A, 0, 1);
    memcpy(b, a, sizeof(float) * n3);
    total(n, steps, a, b);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, a, sizeof(float) * n3);
    bench_out_close(f);
    BENCH_TIME("stencil", "total", o.small, total(n, steps, a, b));
    float *da = dev_alloc<float>(n3), *db = dev_alloc<float>(n3);
    to_dev(da, a, n3);
    to_dev(db, b, n3);
    BENCH_TIME("stencil", "kernels", o.small, compute(n, steps, da, db));
    return 0;
}

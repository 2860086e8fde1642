// 2-D Jacobi: a 2-D grid of 32x8 blocks over the interior, 200 launches on the default
// stream, one synchronisation (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void jacobi_k(int n, const double *__restrict__ a, double *__restrict__ b) {
    int j = blockIdx.x * blockDim.x + threadIdx.x + 1, i = blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (i < n - 1 && j < n - 1)
        b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]);
}

static void compute(int n, int steps, double *a, double *b) {
    dim3 block(32, 8), grid(blocks_for(n - 2, 32), blocks_for(n - 2, 8));
    for (int t = 0; t < steps; t += 2) {
        jacobi_k<<<grid, block>>>(n, a, b);
        CK_LAUNCH();
        jacobi_k<<<grid, block>>>(n, b, a);
        CK_LAUNCH();
    }
    SYNC();
}

static void total(int n, int steps, double *a, double *b) {
    size_t nn = (size_t)n * n;
    double *da = dev_alloc<double>(nn), *db = dev_alloc<double>(nn);
    to_dev(da, a, nn);
    to_dev(db, b, nn);
    compute(n, steps, da, db);
    to_host(a, da, nn);
    CK(cudaFree(da));
    CK(cudaFree(db));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    int n = s.jac_n, steps = s.jac_steps;
    size_t nn = (size_t)n * n;
    double *a = (double *)bench_alloc(sizeof(double) * nn), *b = (double *)bench_alloc(sizeof(double) * nn);
    bench_fill_d(a, (long)nn, o.seed, ID_A, 0, 1);
    memcpy(b, a, sizeof(double) * nn);
    total(n, steps, a, b);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, a, sizeof(double) * nn);
    bench_out_close(f);
    BENCH_TIME("jacobi", "total", o.small, total(n, steps, a, b));
    double *da = dev_alloc<double>(nn), *db = dev_alloc<double>(nn);
    to_dev(da, a, nn);
    to_dev(db, b, nn);
    BENCH_TIME("jacobi", "kernels", o.small, compute(n, steps, da, db));
    return 0;
}

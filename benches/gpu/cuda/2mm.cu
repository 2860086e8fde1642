// 2mm: two matrix products, one thread per output element, 16x16 blocks, inner loops from
// global memory (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void mm2_tmp(int ni, int nj, int nk, float alpha, const float *__restrict__ A, const float *__restrict__ B,
                        float *__restrict__ tmp) {
    int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < ni && j < nj) {
        float s = 0;
        for (int k = 0; k < nk; k++) s += A[i * nk + k] * B[k * nj + j];
        tmp[i * nj + j] = alpha * s;
    }
}

__global__ void mm2_d(int ni, int nj, int nl, float beta, const float *__restrict__ tmp, const float *__restrict__ C,
                      float *__restrict__ D) {
    int l = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < ni && l < nl) {
        float s = 0;
        for (int j = 0; j < nj; j++) s += tmp[i * nj + j] * C[j * nl + l];
        D[i * nl + l] = beta * D[i * nl + l] + s;
    }
}

static struct bench_sizes S;

static void compute(const float *A, const float *B, const float *C, float *D, float *tmp) {
    dim3 block(16, 16);
    mm2_tmp<<<dim3(blocks_for(S.mm2_j, 16), blocks_for(S.mm2_i, 16)), block>>>(S.mm2_i, S.mm2_j, S.mm2_k, BENCH_ALPHA, A, B, tmp);
    CK_LAUNCH();
    mm2_d<<<dim3(blocks_for(S.mm2_l, 16), blocks_for(S.mm2_i, 16)), block>>>(S.mm2_i, S.mm2_j, S.mm2_l, BENCH_BETA, tmp, C, D);
    CK_LAUNCH();
    SYNC();
}

static void total(const float *A, const float *B, const float *C, float *D) {
    long ik = (long)S.mm2_i * S.mm2_k, kj = (long)S.mm2_k * S.mm2_j, jl = (long)S.mm2_j * S.mm2_l;
    long il = (long)S.mm2_i * S.mm2_l, ij = (long)S.mm2_i * S.mm2_j;
    float *dA = dev_alloc<float>(ik), *dB = dev_alloc<float>(kj), *dC = dev_alloc<float>(jl);
    float *dD = dev_alloc<float>(il), *dt = dev_alloc<float>(ij);
    to_dev(dA, A, ik);
    to_dev(dB, B, kj);
    to_dev(dC, C, jl);
    to_dev(dD, D, il);
    compute(dA, dB, dC, dD, dt);
    to_host(D, dD, il);
    float *all[5] = {dA, dB, dC, dD, dt};
    for (int k = 0; k < 5; k++) CK(cudaFree(all[k]));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    S = bench_sizes(o.small);
    long ik = (long)S.mm2_i * S.mm2_k, kj = (long)S.mm2_k * S.mm2_j, jl = (long)S.mm2_j * S.mm2_l;
    long il = (long)S.mm2_i * S.mm2_l, ij = (long)S.mm2_i * S.mm2_j;
    float *A = (float *)bench_alloc(sizeof(float) * ik), *B = (float *)bench_alloc(sizeof(float) * kj);
    float *C = (float *)bench_alloc(sizeof(float) * jl), *D = (float *)bench_alloc(sizeof(float) * il);
    bench_fill_f(A, ik, o.seed, ID_A, -1, 1);
    bench_fill_f(B, kj, o.seed, ID_B, -1, 1);
    bench_fill_f(C, jl, o.seed, ID_C, -1, 1);
    bench_fill_f(D, il, o.seed, ID_D, -1, 1);
    total(A, B, C, D);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, D, sizeof(float) * il);
    bench_out_close(f);
    BENCH_TIME("2mm", "total", o.small, total(A, B, C, D));
    float *dA = dev_alloc<float>(ik), *dB = dev_alloc<float>(kj), *dC = dev_alloc<float>(jl);
    float *dD = dev_alloc<float>(il), *dt = dev_alloc<float>(ij);
    to_dev(dA, A, ik);
    to_dev(dB, B, kj);
    to_dev(dC, C, jl);
    to_dev(dD, D, il);
    BENCH_TIME("2mm", "kernels", o.small, compute(dA, dB, dC, dD, dt));
    return 0;
}

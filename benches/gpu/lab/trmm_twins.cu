// Kernel lab (2026-11-30): PolyBench trmm's four kernels as oxacc generates them (plain,
// one-pass `_1p`, no-alias `_na`, `_1p_na`), timed side by side. trmm ran 160 ms as `_na`
// against 211 ms plain (H200); with `_1p_na` launched for a covering grid, 211 ms again.
// Generate trmm_gen.cu with `oxacc -acc -O3 -gpu=cc90 -save-temps -I benches/gpu/poly
// benches/gpu/poly/trmm.c` (rename trmm.cu), then on the GPU machine:
//   nvcc -O3 -arch=sm_90 -I. trmm_twins.cu -o trmm_twins && ./trmm_twins
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "trmm_gen.cu"
#define M 2048
#define N 4096
typedef void (*K)(double (*)[N], double (*)[M], const double);
int main() {
    double *A, *B, *B0;
    cudaMalloc(&A, sizeof(double) * M * M); cudaMalloc(&B, sizeof(double) * M * N); cudaMalloc(&B0, sizeof(double) * M * N);
    double *h = (double *)malloc(sizeof(double) * M * N);
    for (long i = 0; i < (long)M * N; i++) h[i] = (double)(i % 97) / 97.0;
    cudaMemcpy(B0, h, sizeof(double) * M * N, cudaMemcpyHostToDevice);
    cudaMemcpy(A, h, sizeof(double) * M * M, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    K ks[4] = {__oxacc_k_kernel_12, __oxacc_k_kernel_12_1p, (K)__oxacc_k_kernel_12_na, (K)__oxacc_k_kernel_12_1p_na};
    const char *names[4] = {"plain", "1p", "na", "1p_na"};
    int blocks[3] = {32, 64, 128};
    for (int r = 0; r < 3; r++)
        for (int v = 0; v < 4; v++) for (int b = 0; b < 3; b++) {
            cudaMemcpy(B, B0, sizeof(double) * M * N, cudaMemcpyDeviceToDevice);
            int bs = blocks[b], gs = (N + bs - 1) / bs;
            cudaEventRecord(e0);
            ks[v]<<<gs, bs>>>((double(*)[N])B, (double(*)[M])A, 1.5);
            cudaEventRecord(e1); cudaEventSynchronize(e1);
            float ms; cudaEventElapsedTime(&ms, e0, e1);
            cudaMemcpy(h, B, sizeof(double) * 4096, cudaMemcpyDeviceToHost);
            printf("round %d %-6s block %3d: %8.2f ms  b[7] %.6e\n", r, names[v], bs, ms, h[7]);
        }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}

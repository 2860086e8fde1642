// Kernel lab (2026-11-30): trmm's kernel as oxacc generates it (grid-stride, one-pass twin) against
// the hand-written CUDA kernels (`if (j < N)`, grid-stride) on one grid. Needs trmm_gen.cu (the
// .cu of `oxacc -acc -O3 -gpu=cc90 -save-temps -I benches/gpu/poly benches/gpu/poly/trmm.c`, with
// `extern "C"` dropped from `__oxacc_stack_bytes`): nvcc -O3 -arch=sm_90 -I. trmm_hand.cu
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "trmm_gen.cu"
#define M 2048
#define N 4096
__global__ void hand_if(double (*B)[N], double (*A)[M], const double alpha) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < N) {
        for (int i = 0; i < M; i++) {
            double s = B[i][j];
            for (int k = i + 1; k < M; k++) s += A[k][i] * B[k][j];
            B[i][j] = alpha * s;
        }
    }
}
__global__ void hand_stride(double (*B)[N], double (*A)[M], const double alpha) {
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < N; j += gridDim.x * blockDim.x) {
        for (int i = 0; i < M; i++) {
            double s = B[i][j];
            for (int k = i + 1; k < M; k++) s += A[k][i] * B[k][j];
            B[i][j] = alpha * s;
        }
    }
}
typedef void (*K)(double (*)[N], double (*)[M], const double);
int main() {
    double *A, *B, *B0;
    cudaMalloc(&A, sizeof(double) * M * M); cudaMalloc(&B, sizeof(double) * M * N); cudaMalloc(&B0, sizeof(double) * M * N);
    double *h = (double *)malloc(sizeof(double) * M * N);
    for (long i = 0; i < (long)M * N; i++) h[i] = (double)(i % 97) / 97.0;
    cudaMemcpy(B0, h, sizeof(double) * M * N, cudaMemcpyHostToDevice);
    cudaMemcpy(A, h, sizeof(double) * M * M, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    K ks[4] = {__oxacc_k_kernel_12, __oxacc_k_kernel_12_1p, hand_if, hand_stride};
    const char *names[4] = {"gen", "gen_1p", "hand_if", "hand_stride"};
    for (int r = 0; r < 2; r++)
        for (int v = 0; v < 4; v++) {
            cudaMemcpy(B, B0, sizeof(double) * M * N, cudaMemcpyDeviceToDevice);
            int bs = 128, gs = (N + bs - 1) / bs;
            cudaEventRecord(e0);
            ks[v]<<<gs, bs>>>((double(*)[N])B, (double(*)[M])A, 1.5);
            cudaEventRecord(e1); cudaEventSynchronize(e1);
            float ms; cudaEventElapsedTime(&ms, e0, e1);
            cudaMemcpy(h, B, sizeof(double) * 4096, cudaMemcpyDeviceToHost);
            printf("round %d %-12s: %8.2f ms  b[7] %.6e\n", r, names[v], ms, h[7]);
        }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}

// Kernel lab (2026-11-30): does __restrict__ on symm's pointers change its time? Build and run
// on the GPU machine: nvcc -O3 -arch=sm_90 symm_restrict.cu -o symm_restrict && ./symm_restrict
// (H200: 986 ms plain, 574 ms with A and B const __restrict__; docs/gpu-target.md "No-alias twins").
// Kernel body = oxacc's generated kernel for benches/gpu/poly/symm.c (M 2048, N 4096).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#define M 2048
#define N 4096
#define BODY \
    int j = blockIdx.x * blockDim.x + threadIdx.x; if (j >= N) return; \
    for (int i = 0; i < M; i++) { double temp2 = 0; \
        for (int k = 0; k < i; k++) { C[k][j] += alpha * B[i][j] * A[i][k]; temp2 += B[k][j] * A[i][k]; } \
        C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2; }
__global__ void plain(double (*C)[N], const double alpha, double (*B)[N], double (*A)[M], const double beta) { BODY }
__global__ void restr(double (*__restrict__ C)[N], const double alpha, const double (*__restrict__ B)[N], const double (*__restrict__ A)[M], const double beta) { BODY }
__global__ void restr_ab(double (*C)[N], const double alpha, const double (*__restrict__ B)[N], const double (*__restrict__ A)[M], const double beta) { BODY }
int main() {
    double *A, *B, *C, *C0;
    cudaMalloc(&A, sizeof(double) * M * M); cudaMalloc(&B, sizeof(double) * M * N); cudaMalloc(&C, sizeof(double) * M * N);
    cudaMalloc(&C0, sizeof(double) * M * N);
    double *h = (double *)malloc(sizeof(double) * M * N);
    for (long i = 0; i < (long)M * N; i++) h[i] = (double)(i % 97) / 97.0;
    cudaMemcpy(B, h, sizeof(double) * M * N, cudaMemcpyHostToDevice);
    cudaMemcpy(C0, h, sizeof(double) * M * N, cudaMemcpyHostToDevice);
    cudaMemcpy(A, h, sizeof(double) * M * M, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    double sums[3][3];
    const char *names[3] = {"plain", "restrict all", "restrict A,B"};
    int blocks[3] = {32, 64, 256};
    for (int r = 0; r < 2; r++)
    for (int v = 0; v < 3; v++) for (int b = 0; b < 3; b++) {
        cudaMemcpy(C, C0, sizeof(double) * M * N, cudaMemcpyDeviceToDevice);
        int bs = blocks[b], gs = (N + bs - 1) / bs;
        cudaEventRecord(e0);
        if (v == 0) plain<<<gs, bs>>>((double(*)[N])C, 1.5, (double(*)[N])B, (double(*)[M])A, 1.2);
        if (v == 1) restr<<<gs, bs>>>((double(*)[N])C, 1.5, (double(*)[N])B, (double(*)[M])A, 1.2);
        if (v == 2) restr_ab<<<gs, bs>>>((double(*)[N])C, 1.5, (double(*)[N])B, (double(*)[M])A, 1.2);
        cudaEventRecord(e1); cudaEventSynchronize(e1);
        float ms; cudaEventElapsedTime(&ms, e0, e1);
        cudaMemcpy(h, C, sizeof(double) * M * N, cudaMemcpyDeviceToHost);
        double s = 0; for (long i = 0; i < (long)M * N; i += 1001) s += h[i];
        sums[v][b] = s;
        printf("round %d %-14s block %3d: %8.2f ms  checksum %.10e\n", r, names[v], bs, ms, s);
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}

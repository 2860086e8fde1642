// Kernel lab (2026-11-30): which of mvt's no-alias twins pays? PolyBench mvt (N 8192) ran its
// twins (`_na`, OXACC_NO_ALIAS) in 2.20 ms against 1.87 ms plain (H200). Kernel bodies =
// oxacc's generated kernels in their register-accumulator form (the run-time test passes:
// x1, x2 are apart from A and y). Build and run on the GPU machine:
//   nvcc -O3 -arch=sm_90 mvt_restrict.cu -o mvt_restrict && ./mvt_restrict
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#define N 8192
// x1[i] += A[i][j] * y[j]: a row of A per thread (uncoalesced), y broadcast.
#define ROWS \
    int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= N) return; \
    double r = x[i]; for (int j = 0; j < N; j++) r = r + A[i][j] * y[j]; x[i] = r;
// x2[i] += A[j][i] * y[j]: a column of A per thread (coalesced), y broadcast.
#define COLS \
    int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= N) return; \
    double r = x[i]; for (int j = 0; j < N; j++) r = r + A[j][i] * y[j]; x[i] = r;
typedef const double (*__restrict__ RA)[N];
typedef const double *__restrict__ RY;
__global__ void rows_plain(double *x, double (*A)[N], double *y) { ROWS }
__global__ void rows_na(double *x, RA A, RY y) { ROWS }
__global__ void rows_na_y(double *x, double (*A)[N], RY y) { ROWS }
__global__ void rows_na_a(double *x, RA A, double *y) { ROWS }
__global__ void cols_plain(double *x, double (*A)[N], double *y) { COLS }
__global__ void cols_na(double *x, RA A, RY y) { COLS }
__global__ void cols_na_y(double *x, double (*A)[N], RY y) { COLS }
__global__ void cols_na_a(double *x, RA A, double *y) { COLS }
typedef void (*K)(double *, double (*)[N], double *);
int main() {
    double *A, *x, *y;
    cudaMalloc(&A, sizeof(double) * N * N); cudaMalloc(&x, sizeof(double) * N); cudaMalloc(&y, sizeof(double) * N);
    double *h = (double *)malloc(sizeof(double) * N * N);
    for (long i = 0; i < (long)N * N; i++) h[i] = (double)(i % 97) / 97.0;
    cudaMemcpy(A, h, sizeof(double) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(y, h, sizeof(double) * N, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    K ks[8] = {rows_plain, (K)rows_na, (K)rows_na_y, (K)rows_na_a, cols_plain, (K)cols_na, (K)cols_na_y, (K)cols_na_a};
    const char *names[8] = {"rows plain", "rows A,y", "rows y", "rows A", "cols plain", "cols A,y", "cols y", "cols A"};
    int blocks[2] = {128, 256};
    float best[8][2];
    for (int v = 0; v < 8; v++) for (int b = 0; b < 2; b++) best[v][b] = 1e30f;
    for (int r = 0; r < 5; r++)
        for (int v = 0; v < 8; v++) for (int b = 0; b < 2; b++) {
            cudaMemset(x, 0, sizeof(double) * N);
            int bs = blocks[b], gs = (N + bs - 1) / bs;
            cudaEventRecord(e0);
            ks[v]<<<gs, bs>>>(x, (double(*)[N])A, y);
            cudaEventRecord(e1); cudaEventSynchronize(e1);
            float ms; cudaEventElapsedTime(&ms, e0, e1);
            printf("round %d %-11s block %3d: %7.3f ms\n", r, names[v], bs, ms);
        }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}

/* benches/gpu/cuda/cuda_bench.h -- the hand-written CUDA versions' shared bits: every CUDA
 * call checked, the last error checked after each launch. Built on the GPU machine by
 * scripts/bench-gpu.sh with `nvcc -O3 -arch=sm_90`. */
#ifndef OXACC_CUDA_BENCH_H
#define OXACC_CUDA_BENCH_H
#define BENCH_IMPL "cuda"
#include "../bench.h"
#include <cuda_runtime.h>

#define CK(call)                                                                               \
    do {                                                                                       \
        cudaError_t e_ = (call);                                                               \
        if (e_ != cudaSuccess) {                                                               \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)
#define CK_LAUNCH() CK(cudaGetLastError())

template <class T> static T *dev_alloc(size_t n) {
    T *p = nullptr;
    CK(cudaMalloc(&p, sizeof(T) * (n ? n : 1)));
    return p;
}
template <class T> static void to_dev(T *d, const T *h, size_t n) {
    CK(cudaMemcpy(d, h, sizeof(T) * n, cudaMemcpyHostToDevice));
}
template <class T> static void to_host(T *h, const T *d, size_t n) {
    CK(cudaMemcpy(h, d, sizeof(T) * n, cudaMemcpyDeviceToHost));
}
static inline unsigned blocks_for(long n, int block) { return (unsigned)((n + block - 1) / block); }
#define SYNC() CK(cudaDeviceSynchronize())
#endif

/* benches/gpu/cuda/stub/cuda_runtime.h -- NOT CUDA: just enough declarations for g++ to
 * syntax-check the hand-written CUDA benchmarks on a machine without nvcc (CI), after the
 * kernel launches `<<<...>>>` are removed (crates/oxacc-lower/tests/bench_programs.rs). The
 * benchmarks are built for real by nvcc on the GPU machine (benches/gpu/run.sh). */
#pragma once
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define __global__
#define __device__
#define __host__
#define __shared__ static
#define __restrict__ __restrict
#define __forceinline__ inline
#define __launch_bounds__(...)
struct dim3 { unsigned x,y,z; dim3(unsigned x=1,unsigned y=1,unsigned z=1):x(x),y(y),z(z){} };
extern dim3 threadIdx, blockIdx, blockDim, gridDim;
static const int warpSize = 32;
typedef int cudaError_t;
typedef struct CUst_st *cudaStream_t;
typedef struct CUev_st *cudaEvent_t;
enum { cudaSuccess = 0, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, cudaMemcpyDefault };
#define STUB(name) template<class...A> cudaError_t name(A...) { return 0; }
STUB(cudaMalloc) STUB(cudaMemcpy) STUB(cudaMemcpyAsync) STUB(cudaFree) STUB(cudaDeviceSynchronize)
STUB(cudaEventCreate) STUB(cudaEventRecord) STUB(cudaEventSynchronize) STUB(cudaEventElapsedTime)
STUB(cudaEventDestroy) STUB(cudaMemset) STUB(cudaMemsetAsync) STUB(cudaStreamCreate) STUB(cudaStreamSynchronize)
STUB(cudaStreamDestroy) STUB(cudaMallocHost) STUB(cudaFreeHost) STUB(cudaGetDeviceProperties) STUB(cudaSetDevice)
STUB(cudaDeviceGetAttribute) STUB(cudaFuncSetAttribute) STUB(cudaOccupancyMaxActiveBlocksPerMultiprocessor) STUB(cudaHostRegister) STUB(cudaHostUnregister)
inline cudaError_t cudaGetLastError() { return 0; }
inline const char *cudaGetErrorString(cudaError_t) { return ""; }
template<class T> T atomicAdd(T *p, T v) { T o=*p; *p+=v; return o; }
template<class T> T __shfl_down_sync(unsigned, T v, int) { return v; }
template<class T> T __shfl_xor_sync(unsigned, T v, int) { return v; }
template<class T> T __ldg(const T *p) { return *p; }
inline void __syncthreads() {}
inline void __syncwarp(unsigned = 0xffffffff) {}
struct cudaDeviceProp { int multiProcessorCount; char name[256]; };
enum { cudaDevAttrMultiProcessorCount };

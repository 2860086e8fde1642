// Column-sum variants of atax (y = A^T tmp) for NVRTC (atax_lab.cu compiles them with the
// generated atax.cu, as the runtime would).
extern "C" __global__ void ax_cols_if(int m, int n, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        float s = 0;
        for (int i = 0; i < m; i++) s += A[(long)i * n + j] * tmp[i];
        y[j] = s;
    }
}
extern "C" __global__ void ax_cols_stride(int m, int n, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        float s = 0;
        for (int i = 0; i < m; i++) s += A[(long)i * n + j] * tmp[i];
        y[j] = s;
    }
}
template <int U>
__device__ void ax_cols_gen(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1); long long __n0; { const __int128 __l0 = __lb0, __u0 = (__int128)(n), __s0 = __st0; __n0 = (long long)(__u0 > __l0 ? (__u0 - __l0 + __s0 - 1) / __s0 : 0); }
    const long long __tot = __n0;
    if ((unsigned long long)__tot + (unsigned long long)((long long)gridDim.x * blockDim.x) <= 0x7fffffffull) {
        for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
            unsigned __rem = __k32;
            int j = (int)(__lb0 + (long long)__rem * __st0);
            float s = 0;
            int i = 0;
#pragma unroll U
            for (; i < m; i++) s += A[(long)i * n + j] * tmp[i];
            y[j] = s;
        }
    } else {
        for (long long __k = (long long)blockIdx.x * blockDim.x + threadIdx.x; __k < __tot; __k += (long long)gridDim.x * blockDim.x) {
            long long __rem = __k;
            int j = (int)(__lb0 + (long long)__rem * __st0);
            float s = 0;
            int i = 0;
            for (; i < m; i++) s += A[(long)i * n + j] * tmp[i];
            y[j] = s;
        }
    }
}
extern "C" __global__ void ax_cols_u1(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) { ax_cols_gen<1>(n, m, A, tmp, y); }
extern "C" __global__ void ax_cols_u16(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) { ax_cols_gen<16>(n, m, A, tmp, y); }
extern "C" __global__ void ax_cols_u32(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) { ax_cols_gen<32>(n, m, A, tmp, y); }
extern "C" __global__ void ax_cols_u64(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) { ax_cols_gen<64>(n, m, A, tmp, y); }
// The generated kernel with a third, one-pass path first: when the grid covers the trip count
// every thread runs at most one iteration, written as an `if` (as hand-written CUDA is).
#define AX_BODY { float s = 0; int i = 0; for (; i < m; i++) s += A[(long)i * n + j] * tmp[i]; y[j] = s; }
extern "C" __global__ void ax_cols_3path(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1); long long __n0; { const __int128 __l0 = __lb0, __u0 = (__int128)(n), __s0 = __st0; __n0 = (long long)(__u0 > __l0 ? (__u0 - __l0 + __s0 - 1) / __s0 : 0); }
    const long long __tot = __n0;
    if ((unsigned long long)__tot <= (unsigned long long)gridDim.x * blockDim.x && __tot <= 0x7fffffffll) {
        int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
        if (__k32 < (int)__tot) {
            unsigned __rem = __k32;
            int j = (int)(__lb0 + (long long)__rem * __st0);
            AX_BODY
        }
    } else if ((unsigned long long)__tot + (unsigned long long)((long long)gridDim.x * blockDim.x) <= 0x7fffffffull) {
        for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
            unsigned __rem = __k32;
            int j = (int)(__lb0 + (long long)__rem * __st0);
            AX_BODY
        }
    } else {
        for (long long __k = (long long)blockIdx.x * blockDim.x + threadIdx.x; __k < __tot; __k += (long long)gridDim.x * blockDim.x) {
            long long __rem = __k;
            int j = (int)(__lb0 + (long long)__rem * __st0);
            AX_BODY
        }
    }
}
extern "C" __global__ void ax_cols_1pass_only(int n, int m, const float *__restrict__ A, const float *__restrict__ tmp, float *__restrict__ y) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1); long long __n0; { const __int128 __l0 = __lb0, __u0 = (__int128)(n), __s0 = __st0; __n0 = (long long)(__u0 > __l0 ? (__u0 - __l0 + __s0 - 1) / __s0 : 0); }
    const long long __tot = __n0;
    int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (__k32 < (int)__tot) {
        unsigned __rem = __k32;
        int j = (int)(__lb0 + (long long)__rem * __st0);
        AX_BODY
    }
}

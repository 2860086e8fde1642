// The hand-written and variant kernels of gemver_lab.cu, compiled by nvcc with it and by
// NVRTC with oxacc's options (nvrtc_lab.h) after the generated gemver.cu.
extern "C" __global__ void ref_a(int n, float *__restrict__ A, const float *__restrict__ u1, const float *__restrict__ v1,
                      const float *__restrict__ u2, const float *__restrict__ v2) {
    int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) A[(long)i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];
}
extern "C" __global__ void ref_x(int n, float beta, const float *__restrict__ A, float *__restrict__ x,
                      const float *__restrict__ y, const float *__restrict__ z) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0;
        for (int j = 0; j < n; j++) s += A[(long)j * n + i] * y[j];
        x[i] += beta * s + z[i];
    }
}
extern "C" __global__ void ref_w(int n, float alpha, const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ w) {
    int i = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
    if (i < n) {
        float s = 0;
        for (int j = lane; j < n; j += 32) s += A[(long)i * n + j] * x[j];
        for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0) w[i] += alpha * s;
    }
}
// The generated column kernel with A and y read-only (const).
extern "C" __global__ void ox_x_const(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x) {
        float s = 0;
        for (int j = 0; j < n; j++) s += A[(long)j * n + k] * y[j];
        x[k] += beta * s + z[k];
    }
}
// The generated column kernel cut down step by step: only the 32-bit path (G1); and the
// iteration variable taken straight from the counter (G2).
extern "C" __global__ void ox_x_g1(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1); long long __n0; { const __int128 __l0 = __lb0, __u0 = (__int128)(n), __s0 = __st0; __n0 = (long long)(__u0 > __l0 ? (__u0 - __l0 + __s0 - 1) / __s0 : 0); }
    const long long __tot = __n0;
    for (int __k32 = (int)((long long)blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)((long long)gridDim.x * blockDim.x)) {
        unsigned __rem = __k32;
        int i = (int)(__lb0 + (long long)__rem * __st0);
        float s = 0;
        { int j = 0; for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; } }
        x[i] += beta * s + z[i];
    }
}
extern "C" __global__ void ox_x_g2(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1); long long __n0; { const __int128 __l0 = __lb0, __u0 = (__int128)(n), __s0 = __st0; __n0 = (long long)(__u0 > __l0 ? (__u0 - __l0 + __s0 - 1) / __s0 : 0); }
    const long long __tot = __n0;
    for (int __k32 = (int)((long long)blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)((long long)gridDim.x * blockDim.x)) {
        int i = __k32;
        float s = 0;
        { int j = 0; for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; } }
        x[i] += beta * s + z[i];
    }
}
// G3: G2 with the trip count n instead of the computed total.
extern "C" __global__ void ox_x_g3(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    for (int __k32 = (int)((long long)blockIdx.x * blockDim.x + threadIdx.x); __k32 < n; __k32 += (int)((long long)gridDim.x * blockDim.x)) {
        int i = __k32;
        float s = 0;
        { int j = 0; for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; } }
        x[i] += beta * s + z[i];
    }
}
// G4: G1 with the unsigned counter (i known non-negative).
extern "C" __global__ void ox_x_g4(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    const long long __tot = n > 0 ? n : 0;
    for (unsigned __k32 = blockIdx.x * blockDim.x + threadIdx.x; __k32 < (unsigned)__tot; __k32 += gridDim.x * blockDim.x) {
        int i = (int)__k32;
        float s = 0;
        { int j = 0; for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; } }
        x[i] += beta * s + z[i];
    }
}
// G5: G3 with the hand-written kernel's start and stride (32-bit products).
extern "C" __global__ void ox_x_g5(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    for (int __k32 = blockIdx.x * blockDim.x + threadIdx.x; __k32 < n; __k32 += gridDim.x * blockDim.x) {
        int i = __k32;
        float s = 0;
        { int j = 0; for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; } }
        x[i] += beta * s + z[i];
    }
}
// G6: G3 with the inner loop's variable declared in the for.
extern "C" __global__ void ox_x_g6(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    for (int __k32 = (int)((long long)blockIdx.x * blockDim.x + threadIdx.x); __k32 < n; __k32 += (int)((long long)gridDim.x * blockDim.x)) {
        int i = __k32;
        float s = 0;
        for (int j = 0; j < n; j++) { s += A[(long)j * n + i] * y[j]; }
        x[i] += beta * s + z[i];
    }
}
// The collapsed update with the division by n done by multiplication (__oxacc_div31's idea).
extern "C" __global__ void ox_a_2d(int n, float *__restrict__ A, const float *__restrict__ u1, const float *__restrict__ v1,
                        const float *__restrict__ u2, const float *__restrict__ v2) {
    for (int i = blockIdx.y; i < n; i += gridDim.y)
        for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
            A[(long)i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];
}

// The generated column kernel after the 32-bit start/stride change (N0, one path), then one
// difference from G5 removed at a time.
#define OX_TOT                                                                                          \
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1); long long __n0;    \
    { const __int128 __l0 = __lb0, __u0 = (__int128)(n), __s0 = __st0; __n0 = (long long)(__u0 > __l0 ? (__u0 - __l0 + __s0 - 1) / __s0 : 0); } \
    const long long __tot = __n0;
#define OX_BODY                                                                                         \
    { float s = 0; { int j = 0; for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; } } x[i] += beta * s + z[i]; }
extern "C" __global__ void ox_x_n0(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT
    for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
        unsigned __rem = __k32;
        int i = (int)(__lb0 + (long long)__rem * __st0);
        OX_BODY
    }
}
extern "C" __global__ void ox_x_n1(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT
    for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
        int i = (int)(__lb0 + (long long)__k32 * __st0);
        OX_BODY
    }
}
extern "C" __global__ void ox_x_n2(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT
    for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < n; __k32 += (int)(gridDim.x * blockDim.x)) {
        unsigned __rem = __k32;
        int i = (int)(__lb0 + (long long)__rem * __st0);
        OX_BODY
    }
}
// N3: the full generated shape (guard, both paths) with the 32-bit path as G5's.
extern "C" __global__ void ox_x_n3(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT
    if ((unsigned long long)__tot + (unsigned long long)((long long)gridDim.x * blockDim.x) <= 0x7fffffffull) {
        for (int __k32 = blockIdx.x * blockDim.x + threadIdx.x; __k32 < n; __k32 += gridDim.x * blockDim.x) {
            int i = __k32;
            OX_BODY
        }
    } else {
        for (long long __k = (long long)blockIdx.x * blockDim.x + threadIdx.x; __k < __tot; __k += (long long)gridDim.x * blockDim.x) {
            long long __rem = __k;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    }
}
// N4: G5 with the int index from an int (no unsigned detour) and bound (int)__tot.
extern "C" __global__ void ox_x_n4(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT
    for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
        int i = __k32;
        OX_BODY
    }
}
// P: the trip count in 64-bit arithmetic instead of __int128 (one int loop, step 1).
#define OX_TOT64                                                                                        \
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1);                     \
    const long long __tot = (long long)(n) > __lb0 ? (long long)(n) - __lb0 : 0;
extern "C" __global__ void ox_x_p1(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT64
    for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
        int i = __k32;
        OX_BODY
    }
}
// P2: the whole generated kernel (guard, 32- and 64-bit paths) with the 64-bit trip count.
extern "C" __global__ void ox_x_p2(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT64
    if ((unsigned long long)__tot + (unsigned long long)((long long)gridDim.x * blockDim.x) <= 0x7fffffffull) {
        for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
            unsigned __rem = __k32;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    } else {
        for (long long __k = (long long)blockIdx.x * blockDim.x + threadIdx.x; __k < __tot; __k += (long long)gridDim.x * blockDim.x) {
            long long __rem = __k;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    }
}
// P3: P2 with a general step: (ub - lb + st - 1) / st in 64 bits, st a run-time 1.
extern "C" __global__ void ox_x_p3(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1);
    const long long __tot = (long long)(n) > __lb0 ? ((long long)(n) - __lb0 + __st0 - 1) / __st0 : 0;
    if ((unsigned long long)__tot + (unsigned long long)((long long)gridDim.x * blockDim.x) <= 0x7fffffffull) {
        for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
            unsigned __rem = __k32;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    } else {
        for (long long __k = (long long)blockIdx.x * blockDim.x + threadIdx.x; __k < __tot; __k += (long long)gridDim.x * blockDim.x) {
            long long __rem = __k;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    }
}
// U: P2 with the sequential inner loop unrolled U times (loads in flight per thread: the loop
// is latency-bound, 8192 threads on 132 SMs).
template <int U>
__device__ void ox_x_u(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) {
    OX_TOT64
    if ((unsigned long long)__tot + (unsigned long long)((long long)gridDim.x * blockDim.x) <= 0x7fffffffull) {
        for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
            unsigned __rem = __k32;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            float s = 0;
            int j = 0;
#pragma unroll U
            for (; j < n; j++) { s += A[(long)j * n + i] * y[j]; }
            x[i] += beta * s + z[i];
        }
    }
}
extern "C" __global__ void ox_x_u8(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) { ox_x_u<8>(n, A, y, x, beta, z); }
extern "C" __global__ void ox_x_u32(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) { ox_x_u<32>(n, A, y, x, beta, z); }
extern "C" __global__ void ox_x_u64(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) { ox_x_u<64>(n, A, y, x, beta, z); }
extern "C" __global__ void ox_x_u128(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z) { ox_x_u<128>(n, A, y, x, beta, z); }
// T: the trip count computed on the host and passed in. T1: the 32-bit loop alone, bounded
// by it; T2: both paths, the host's choice of path passed in too.
extern "C" __global__ void ox_x_t1(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z, long long __tot) {
    for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
        int i = __k32;
        OX_BODY
    }
}
extern "C" __global__ void ox_x_t2(int n, const float *__restrict__ A, const float *__restrict__ y, float *__restrict__ x, float beta, const float *__restrict__ z, long long __tot, int __narrow) {
    const long long __lb0 = (long long)(0); const long long __st0 = (long long)(1);
    if (__narrow) {
        for (int __k32 = (int)(blockIdx.x * blockDim.x + threadIdx.x); __k32 < (int)__tot; __k32 += (int)(gridDim.x * blockDim.x)) {
            unsigned __rem = __k32;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    } else {
        for (long long __k = (long long)blockIdx.x * blockDim.x + threadIdx.x; __k < __tot; __k += (long long)gridDim.x * blockDim.x) {
            long long __rem = __k;
            int i = (int)(__lb0 + (long long)__rem * __st0);
            OX_BODY
        }
    }
}

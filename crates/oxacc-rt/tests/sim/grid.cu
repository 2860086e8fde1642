/* Grids: block coordinates in 1-D/2-D/3-D grids, a 64-bit grid-stride loop longer than 2^31
 * iterations, a declare'd global pointer, device math, printf. */

extern "C" {
__device__ float *__oxacc_gp_table;
}

extern "C" __global__ void k_grid(unsigned *out) {
    unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned nt = blockDim.x * blockDim.y * blockDim.z;
    unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    if (t == 0)
        out[b * 2] = blockIdx.x + 1000 * blockIdx.y + 1000000 * blockIdx.z;
    if (t == nt - 1)
        out[b * 2 + 1] = gridDim.x + 1000 * gridDim.y + 1000000 * gridDim.z;
}

/* gang vector loop over a 64-bit index: no barrier, so no fiber switch per iteration */
extern "C" __global__ void __launch_bounds__(256) k_loop64(unsigned long long n, unsigned long long *count,
                                                         unsigned long long *sum) {
    unsigned long long c = 0, s = 0;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (unsigned long long)gridDim.x * blockDim.x) {
        c++;
        s += i * i;
    }
    atomicAdd(count, c);
    atomicAdd(sum, s);
}

extern "C" __global__ void k_global(float *out, int n) {
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n)
        out[i] = __oxacc_gp_table[i] * 2.0f;
}

extern "C" __global__ void k_math(double *out) {
    float x = 0.75f;
    double y = 0.75;
    out[0] = sinf(x);
    out[1] = sqrtf(x);
    out[2] = fmaxf(x, 2.0f);
    out[3] = rsqrtf(4.0f);
    out[4] = __fdividef(1.0f, 8.0f);
    out[5] = pow(y, 3.0);
    out[6] = fabs(-y);
    out[7] = fmin(y, -1.0);
    out[8] = exp(y);
    out[9] = __int_as_float(__float_as_int(x));
    out[10] = __longlong_as_double(__double_as_longlong(y));
    out[11] = __popc(0xf0f0u) + __clz(1) * 100;
    out[12] = erff(x);
    out[13] = atan2(y, 1.0);
    out[14] = min(3, 7) + max(2.5, 1.0);
    out[15] = erfinv(0.5);
    out[16] = normcdfinv(0.975);
    out[17] = cyl_bessel_i0(1.5);
    out[18] = isnan(sqrt(-1.0)) + 2 * isinf(1.0f / 0.0f) + 4 * signbit(-0.0) + 8 * isfinite(1e300 * 1e300);
    out[19] = abs(-7) + abs(-8ll) + fabs(-0.5f);
    out[20] = sqrt(2.0f); /* the float overload: rounded to float */
    out[21] = pow(2.0f, 0.5f);
    float s, c;
    sincospif(0.25f, &s, &c);
    out[22] = s * c;
    out[23] = rnorm3d(2.0, 3.0, 6.0);
}

extern "C" __global__ void k_printf(int tag) {
    if (threadIdx.x % 16 == 3)
        printf("block %u thread %u tag %d pi %.3f\n", blockIdx.x, threadIdx.x, tag, 3.14159);
}

/* the benchmark: 10 block barriers per thread */
extern "C" __global__ void __launch_bounds__(256) k_bench(int *out) {
    __shared__ int s[2][256]; /* double-buffered: one barrier per round suffices */
    unsigned t = threadIdx.x;
    int acc = 0;
    for (int r = 0; r < 10; r++) {
        s[r & 1][t] = (int)t + r;
        __syncthreads();
        acc += s[r & 1][255 - t];
    }
    out[blockIdx.x * blockDim.x + t] = acc;
}

#ifdef __OXACC_SIM__
static void __oxacc_simw_k_grid(void **a) { k_grid(*(unsigned **)a[0]); }
static void __oxacc_simw_k_loop64(void **a) {
    k_loop64(*(unsigned long long *)a[0], *(unsigned long long **)a[1], *(unsigned long long **)a[2]);
}
static void __oxacc_simw_k_global(void **a) { k_global(*(float **)a[0], *(int *)a[1]); }
static void __oxacc_simw_k_math(void **a) { k_math(*(double **)a[0]); }
static void __oxacc_simw_k_printf(void **a) { k_printf(*(int *)a[0]); }
static void __oxacc_simw_k_bench(void **a) { k_bench(*(int **)a[0]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {
    { "k_grid", __oxacc_simw_k_grid },
    { "k_loop64", __oxacc_simw_k_loop64 },
    { "k_global", __oxacc_simw_k_global },
    { "k_math", __oxacc_simw_k_math },
    { "k_printf", __oxacc_simw_k_printf },
    { "k_bench", __oxacc_simw_k_bench },
};
extern "C" const int __oxacc_sim_nkernels = 6;
#endif

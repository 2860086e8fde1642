/* Shared memory is per block: static arrays (in a kernel and in a device function) and the
 * dynamic buffer, with many blocks in flight at once. */

static __device__ double block_sum(double v) {
    __shared__ double s[1024];
    unsigned t = threadIdx.x;
    s[t] = v;
    __syncthreads();
    for (unsigned n = blockDim.x / 2; n > 0; n /= 2) {
        if (t < n)
            s[t] += s[t + n];
        __syncthreads();
    }
    double r = s[0];
    __syncthreads();
    return r;
}

extern "C" __global__ void k_static_sum(const double *in, double *out) {
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    double r = block_sum(in[g]);
    if (threadIdx.x == 0)
        out[blockIdx.x] = r;
}

/* dynamic shared memory: blockDim.x doubles, then blockDim.x ints */
extern "C" __global__ void k_dynamic(const double *in, double *out, int *idx) {
    extern __shared__ unsigned char __oxacc_smem[];
    double *s = (double *)__oxacc_smem;
    int *w = (int *)(__oxacc_smem + blockDim.x * sizeof(double));
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    w[t] = (int)(blockIdx.x * 1000 + t);
    __syncthreads();
    unsigned o = blockDim.x - 1 - t;
    out[blockIdx.x * blockDim.x + t] = s[o];
    idx[blockIdx.x * blockDim.x + t] = w[o];
}

/* a second kernel of the module sees the same dynamic buffer */
extern "C" __global__ void k_dynamic2(int *out) {
    extern __shared__ unsigned char __oxacc_smem[];
    int *w = (int *)__oxacc_smem;
    w[threadIdx.x] = (int)(threadIdx.x * threadIdx.x);
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = w[(threadIdx.x + 1) % blockDim.x] + (int)blockIdx.x;
}

#ifdef __OXACC_SIM__
static void __oxacc_simw_k_static_sum(void **a) { k_static_sum(*(const double **)a[0], *(double **)a[1]); }
static void __oxacc_simw_k_dynamic(void **a) { k_dynamic(*(const double **)a[0], *(double **)a[1], *(int **)a[2]); }
static void __oxacc_simw_k_dynamic2(void **a) { k_dynamic2(*(int **)a[0]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {
    { "k_static_sum", __oxacc_simw_k_static_sum },
    { "k_dynamic", __oxacc_simw_k_dynamic },
    { "k_dynamic2", __oxacc_simw_k_dynamic2 },
};
extern "C" const int __oxacc_sim_nkernels = 3;
#endif

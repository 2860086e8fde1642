/* Kernels that must fail the launch, each with a precise message. */

/* threads x >= 16 leave before the block barrier the others wait at */
extern "C" __global__ void k_exit_early(int *out) {
    if (threadIdx.x >= 16)
        return;
    out[threadIdx.x] = 1;
    __syncthreads();
}

/* the early exits happen after the others already wait */
extern "C" __global__ void k_exit_late(int *out) {
    if (threadIdx.x < 40) {
        __syncthreads();
        out[threadIdx.x] = 1;
    }
}

/* __syncwarp naming lanes that exited */
extern "C" __global__ void k_syncwarp_exited(int *out) {
    unsigned lane = threadIdx.x % 32;
    if (lane >= 16)
        return;
    out[threadIdx.x] = 1;
    __syncwarp(0xffffffffu);
}

/* __syncwarp naming lanes that do not exist (a block of 20 threads) */
extern "C" __global__ void k_syncwarp_missing(int *out) {
    out[threadIdx.x] = 1;
    __syncwarp(0xffffffffu);
}

/* every live thread waits: lanes 0-15 of warp 0 at __syncwarp, everyone else at __syncthreads */
extern "C" __global__ void k_all_blocked(int *out) {
    if (threadIdx.x < 16)
        __syncwarp(0xffffffffu);
    else
        __syncthreads();
    out[threadIdx.x] = 1;
}

/* a named barrier of 64 threads that only one warp reaches */
extern "C" __global__ void k_named_short(int *out) {
    if (threadIdx.x < 32)
        __oxacc_bar_sync(3, 64);
    else
        __syncwarp(0xffffffffu);
    out[threadIdx.x] = 1;
}

/* a named barrier larger than the block */
extern "C" __global__ void k_named_too_big(int *out) {
    __oxacc_bar_sync(1, 128);
    out[threadIdx.x] = 1;
}

/* bar.sync is warp-aligned: half-warps reaching a named barrier is undefined on the GPU, even
 * when the count adds up (16 + 32 + 16 = 64) */
extern "C" __global__ void k_named_unaligned(int *out) {
    unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (warp == 1 || lane < 16) {
        __oxacc_bar_sync(1, 64);
    } else {
        __syncwarp(0xffff0000u);
        __syncwarp(0xffff0000u);
    }
    out[threadIdx.x] = 1;
}

/* a lane calls a shuffle whose mask does not name it */
extern "C" __global__ void k_shfl_not_in_mask(int *out) {
    out[threadIdx.x] = __shfl_sync(0x0000ffffu, (int)threadIdx.x, 0);
}

/* lanes of one mask at different operations */
extern "C" __global__ void k_mixed_ops(int *out) {
    int v = (int)threadIdx.x;
    if (threadIdx.x == 0)
        v = __shfl_down_sync(0xffffffffu, v, 1);
    else
        __syncwarp(0xffffffffu);
    out[threadIdx.x] = v;
}

extern "C" __global__ void k_trap(int *out) {
    if (blockIdx.x == 3 && threadIdx.x == 5)
        __trap();
    out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

extern "C" __global__ void k_assert(int *out) {
    int v = (int)(blockIdx.x * 10 + threadIdx.x);
    assert(v != 17);
    out[v] = v;
}

extern "C" __global__ void k_null(int *out) {
    if (blockIdx.x == 2 && threadIdx.x == 1)
        out = 0;
    out[threadIdx.x] = 1;
}

static __device__ __noinline__ int deep(volatile int *p, int n) {
    volatile char pad[512];
    pad[n % 512] = (char)n;
    return n == 0 ? *p : deep(p, n - 1) + pad[n % 512];
}

extern "C" __global__ void k_recurse(int *out, int depth) {
    out[threadIdx.x] = deep(out, depth);
}

/* an invalid program's kernel: writes a[0..n) where the block holds fewer elements */
extern "C" __global__ void k_write_past(double *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = -1;
}

#ifdef __OXACC_SIM__
static void __oxacc_simw_k_exit_early(void **a) { k_exit_early(*(int **)a[0]); }
static void __oxacc_simw_k_exit_late(void **a) { k_exit_late(*(int **)a[0]); }
static void __oxacc_simw_k_syncwarp_exited(void **a) { k_syncwarp_exited(*(int **)a[0]); }
static void __oxacc_simw_k_syncwarp_missing(void **a) { k_syncwarp_missing(*(int **)a[0]); }
static void __oxacc_simw_k_all_blocked(void **a) { k_all_blocked(*(int **)a[0]); }
static void __oxacc_simw_k_named_short(void **a) { k_named_short(*(int **)a[0]); }
static void __oxacc_simw_k_named_too_big(void **a) { k_named_too_big(*(int **)a[0]); }
static void __oxacc_simw_k_named_unaligned(void **a) { k_named_unaligned(*(int **)a[0]); }
static void __oxacc_simw_k_shfl_not_in_mask(void **a) { k_shfl_not_in_mask(*(int **)a[0]); }
static void __oxacc_simw_k_mixed_ops(void **a) { k_mixed_ops(*(int **)a[0]); }
static void __oxacc_simw_k_trap(void **a) { k_trap(*(int **)a[0]); }
static void __oxacc_simw_k_assert(void **a) { k_assert(*(int **)a[0]); }
static void __oxacc_simw_k_null(void **a) { k_null(*(int **)a[0]); }
static void __oxacc_simw_k_recurse(void **a) { k_recurse(*(int **)a[0], *(int *)a[1]); }
static void __oxacc_simw_k_write_past(void **a) { k_write_past(*(double **)a[0], *(int *)a[1]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {
    { "k_exit_early", __oxacc_simw_k_exit_early },
    { "k_exit_late", __oxacc_simw_k_exit_late },
    { "k_syncwarp_exited", __oxacc_simw_k_syncwarp_exited },
    { "k_syncwarp_missing", __oxacc_simw_k_syncwarp_missing },
    { "k_all_blocked", __oxacc_simw_k_all_blocked },
    { "k_named_short", __oxacc_simw_k_named_short },
    { "k_named_too_big", __oxacc_simw_k_named_too_big },
    { "k_named_unaligned", __oxacc_simw_k_named_unaligned },
    { "k_shfl_not_in_mask", __oxacc_simw_k_shfl_not_in_mask },
    { "k_mixed_ops", __oxacc_simw_k_mixed_ops },
    { "k_trap", __oxacc_simw_k_trap },
    { "k_assert", __oxacc_simw_k_assert },
    { "k_null", __oxacc_simw_k_null },
    { "k_recurse", __oxacc_simw_k_recurse },
    { "k_write_past", __oxacc_simw_k_write_past },
};
extern "C" const int __oxacc_sim_nkernels = 15;
#endif

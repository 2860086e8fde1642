/* Warp-level operations: shuffles (every type, width, mode), votes, __syncwarp with partial
 * masks, and the warp layout of 3-D blocks. */

#define NSLOT 16

extern "C" __global__ void k_shfl(long long *out) {
    unsigned t = threadIdx.x;
    unsigned lane = t % 32;
    const unsigned full = 0xffffffffu;
    int v = (int)(t * 3 + 1);
    long long *o = out + (long long)(blockIdx.x * blockDim.x + t) * NSLOT;

    int s = v;
    for (int off = 16; off > 0; off /= 2)
        s += __shfl_down_sync(full, s, off);
    o[0] = s;
    int x = v;
    for (int m = 1; m < 32; m *= 2)
        x += __shfl_xor_sync(full, x, m);
    o[1] = x;
    o[2] = __shfl_sync(full, v, 3);
    o[3] = __shfl_sync(full, v, (int)lane + 33);
    o[4] = __shfl_down_sync(full, v, 2, 8);
    o[5] = __shfl_up_sync(full, v, 3, 8);
    o[6] = __shfl_xor_sync(full, v, 12, 8);
    o[7] = __shfl_sync(full, v, 9, 8);
    float f = (float)v;
    for (int m = 16; m > 0; m /= 2)
        f += __shfl_xor_sync(full, f, m);
    o[8] = (long long)f;
    double d = (double)v * 0.5;
    for (int m = 16; m > 0; m /= 2)
        d += __shfl_xor_sync(full, d, m);
    o[9] = (long long)(d * 2.0);
    long long ll = (long long)v << 33;
    o[10] = __shfl_down_sync(full, ll, 1);
    unsigned long long ull = ~0ull - (unsigned long long)v;
    o[11] = (long long)__shfl_xor_sync(full, ull, 1);
    unsigned u = (unsigned)v * 2u;
    o[12] = __shfl_up_sync(full, u, 1);
    /* two independent groups in one warp */
    if (lane < 16) {
        int a = v;
        for (int m = 8; m > 0; m /= 2)
            a += __shfl_xor_sync(0x0000ffffu, a, m, 16);
        o[13] = a;
    } else {
        int a = v;
        for (int m = 8; m > 0; m /= 2)
            a = max(a, __shfl_xor_sync(0xffff0000u, a, m, 16));
        o[13] = a;
    }
}

extern "C" __global__ void k_vote(unsigned *out) {
    unsigned t = threadIdx.x;
    unsigned lane = t % 32;
    unsigned *o = out + t * 5;
    o[0] = __ballot_sync(0xffffffffu, lane % 3 == 0);
    o[1] = (unsigned)__any_sync(0xffffffffu, lane == 7);
    o[2] = (unsigned)__all_sync(0xffffffffu, t < 4000);
    o[3] = (unsigned)__all_sync(0xffffffffu, lane != 4);
    o[4] = 0;
    if ((0x00ff00ffu >> lane) & 1)
        o[4] = __ballot_sync(0x00ff00ffu, lane & 1);
}

/* The two half-warps synchronise separately (different round counts). */
extern "C" __global__ void k_syncwarp_halves(int *out, int rounds) {
    __shared__ int s[1024];
    unsigned t = threadIdx.x;
    unsigned lane = t % 32, half = lane / 16;
    unsigned mask = 0xffffu << (16 * half);
    unsigned base = t - lane % 16;
    int acc = 0;
    for (int r = 0; r < rounds * (int)(half + 1); r++) {
        s[t] = (int)t + r;
        __syncwarp(mask);
        acc += s[base + (lane % 16 + 1) % 16];
        __syncwarp(mask);
    }
    out[blockIdx.x * blockDim.x + t] = acc;
}

/* Workers of 8 vector lanes: four workers share a warp, each synchronising its own lanes. */
extern "C" __global__ void k_syncwarp_workers(int *out, int rounds) {
    __shared__ int s[32][8];
    unsigned x = threadIdx.x, y = threadIdx.y;
    unsigned mask = 0xffu << (8 * (y % 4));
    int acc = 0;
    for (int r = 0; r < rounds * (int)(y + 1); r++) {
        s[y][x] = (int)(x * 5 + y) + r;
        __syncwarp(mask);
        acc += s[y][(x + 1) % 8];
        __syncwarp(mask);
    }
    out[y * 8 + x] = acc;
}

/* Warps are 32 consecutive linear ids, x fastest; the last warp may be partial. */
extern "C" __global__ void k_warp_layout(int *out) {
    unsigned linear = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned nt = blockDim.x * blockDim.y * blockDim.z;
    unsigned lanes = nt - linear / 32 * 32 < 32 ? nt - linear / 32 * 32 : 32;
    unsigned mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1;
    out[linear * 3] = __shfl_sync(mask, (int)linear, 0);
    out[linear * 3 + 1] = __shfl_sync(mask, (int)(threadIdx.x + 100 * threadIdx.y + 10000 * threadIdx.z), 5);
    int s = 1;
    for (int m = 1; m < 32; m *= 2)
        if (m < (int)lanes)
            s += __shfl_xor_sync(mask, s, m, lanes >= 32 ? 32 : (lanes >= 16 ? 16 : 8));
    out[linear * 3 + 2] = s;
    __syncwarp(mask);
}

#ifdef __OXACC_SIM__
static void __oxacc_simw_k_shfl(void **a) { k_shfl(*(long long **)a[0]); }
static void __oxacc_simw_k_vote(void **a) { k_vote(*(unsigned **)a[0]); }
static void __oxacc_simw_k_syncwarp_halves(void **a) { k_syncwarp_halves(*(int **)a[0], *(int *)a[1]); }
static void __oxacc_simw_k_syncwarp_workers(void **a) { k_syncwarp_workers(*(int **)a[0], *(int *)a[1]); }
static void __oxacc_simw_k_warp_layout(void **a) { k_warp_layout(*(int **)a[0]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {
    { "k_shfl", __oxacc_simw_k_shfl },
    { "k_vote", __oxacc_simw_k_vote },
    { "k_syncwarp_halves", __oxacc_simw_k_syncwarp_halves },
    { "k_syncwarp_workers", __oxacc_simw_k_syncwarp_workers },
    { "k_warp_layout", __oxacc_simw_k_warp_layout },
};
extern "C" const int __oxacc_sim_nkernels = 5;
#endif

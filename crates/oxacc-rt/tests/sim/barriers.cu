/* Block barriers (__syncthreads and its reductions) and worker barriers (named barriers). */

/* Every round, each thread publishes a value in static shared memory and, after a barrier,
 * reads its neighbour's: any barrier that lets a thread through early reads a stale value. */
extern "C" __global__ void __launch_bounds__(1024) k_rotate(int *out, int rounds) {
    __shared__ int buf[1024];
    unsigned nt = blockDim.x * blockDim.y * blockDim.z;
    unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    int acc = 0;
    for (int r = 0; r < rounds; r++) {
        buf[t] = (int)(t * 7 + b) + r;
        __syncthreads();
        acc += buf[(t + 1) % nt];
        __syncthreads();
    }
    out[b * nt + t] = acc;
}

/* Workers (threadIdx.y) synchronise their vector lanes with named barrier 1 + y and do
 * different numbers of rounds: a block-wide barrier here would deadlock. */
extern "C" __global__ void __launch_bounds__(1024) k_workers(int *out, int rounds) {
    __shared__ int wbuf[1024];
    int *mine = wbuf + threadIdx.y * blockDim.x;
    unsigned x = threadIdx.x, y = threadIdx.y;
    int acc = 0;
    for (int r = 0; r < rounds * (int)(y + 1); r++) {
        mine[x] = (int)(x * 3 + y) + r;
        __oxacc_bar_sync(1 + y, blockDim.x);
        acc += mine[(x + 1) % blockDim.x];
        __oxacc_bar_sync(1 + y, blockDim.x);
    }
    __syncthreads();
    /* gang level after the workers: every worker's result is visible */
    __shared__ int total[16];
    if (x == 0)
        total[y] = acc;
    __syncthreads();
    int sum = 0;
    for (unsigned w = 0; w < blockDim.y; w++)
        sum += total[w];
    out[blockIdx.x * blockDim.x * blockDim.y + y * blockDim.x + x] = acc * 1000 + (x == 0 ? sum : 0);
}

extern "C" __global__ void k_sync_reductions(int *out) {
    unsigned t = threadIdx.x;
    int c = __syncthreads_count(t % 3 == 0);
    int a = __syncthreads_and(t < 1000);
    int a2 = __syncthreads_and(t != 5);
    int o = __syncthreads_or(t == 77);
    int o2 = __syncthreads_or(0);
    if (t == 0) {
        out[0] = c;
        out[1] = a;
        out[2] = a2;
        out[3] = o;
        out[4] = o2;
    }
}

#ifdef __OXACC_SIM__
static void __oxacc_simw_k_rotate(void **a) { k_rotate(*(int **)a[0], *(int *)a[1]); }
static void __oxacc_simw_k_workers(void **a) { k_workers(*(int **)a[0], *(int *)a[1]); }
static void __oxacc_simw_k_sync_reductions(void **a) { k_sync_reductions(*(int **)a[0]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {
    { "k_rotate", __oxacc_simw_k_rotate },
    { "k_workers", __oxacc_simw_k_workers },
    { "k_sync_reductions", __oxacc_simw_k_sync_reductions },
};
extern "C" const int __oxacc_sim_nkernels = 3;
#endif

/* Atomics under contention: every thread of many blocks (run concurrently on the host threads)
 * updates the same few words. */

struct Counters {
    int i;
    unsigned u;
    unsigned long long ull;
    float f;
    double d;
    int mn, mx;
    unsigned umn, umx;
    long long llmn, llmx;
    unsigned long long ullmn, ullmx;
    unsigned band, bor;
    unsigned long long bxor;
    int iand, ior, ixor;
    unsigned long long cas_sum; /* a double added with a compare-and-swap loop */
    unsigned short hcas;
    unsigned short pad;
    int exch;
    unsigned inc, dec;
    int sub;
};

static __device__ void add_double_cas(unsigned long long *p, double v) {
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, (unsigned long long)__double_as_longlong(__longlong_as_double((long long)assumed) + v));
    } while (old != assumed);
}

extern "C" __global__ void __launch_bounds__(256) k_atomics(Counters *c, unsigned *seen) {
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    int sg = (int)g;
    atomicAdd(&c->i, 1);
    atomicAdd(&c->u, 2u);
    atomicAdd(&c->ull, 3ull);
    atomicAdd(&c->f, 1.0f);
    atomicAdd(&c->d, 0.5);
    atomicMin(&c->mn, sg - 100);
    atomicMax(&c->mx, sg - 100);
    atomicMin(&c->umn, g + 7u);
    atomicMax(&c->umx, g + 7u);
    atomicMin(&c->llmn, -(long long)g * 1000000000ll);
    atomicMax(&c->llmx, (long long)g * 1000000000ll);
    atomicMin(&c->ullmn, (unsigned long long)g << 33);
    atomicMax(&c->ullmx, (unsigned long long)g << 33);
    atomicAnd(&c->band, ~(1u << (g % 32)));
    atomicOr(&c->bor, 1u << (g % 31));
    atomicXor(&c->bxor, 1ull << (g % 64));
    atomicAnd(&c->iand, ~(1 << (g % 16)));
    atomicOr(&c->ior, 1 << (g % 8));
    atomicXor(&c->ixor, (int)g);
    add_double_cas(&c->cas_sum, 0.25);
    /* 16-bit compare-and-swap: claim each ticket once */
    for (;;) {
        unsigned short cur = c->hcas;
        if (atomicCAS(&c->hcas, cur, (unsigned short)(cur + 1)) == cur)
            break;
    }
    /* atomicExch hands each previous value to exactly one thread */
    int prev = atomicExch(&c->exch, sg + 1);
    atomicAdd(&seen[prev], 1u);
    atomicInc(&c->inc, 999u);
    atomicDec(&c->dec, 999u);
    atomicSub(&c->sub, 3);
}

/* float and double atomics in shared memory, then one global atomic per block */
extern "C" __global__ void k_shared_atomics(double *total) {
    __shared__ float fs;
    __shared__ double ds;
    if (threadIdx.x == 0) {
        fs = 0.0f;
        ds = 0.0;
    }
    __syncthreads();
    atomicAdd(&fs, 1.0f);
    atomicAdd(&ds, (double)threadIdx.x);
    __syncthreads();
    if (threadIdx.x == 0)
        atomicAdd(total, (double)fs + ds);
}

#ifdef __OXACC_SIM__
static void __oxacc_simw_k_atomics(void **a) { k_atomics(*(Counters **)a[0], *(unsigned **)a[1]); }
static void __oxacc_simw_k_shared_atomics(void **a) { k_shared_atomics(*(double **)a[0]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {
    { "k_atomics", __oxacc_simw_k_atomics },
    { "k_shared_atomics", __oxacc_simw_k_shared_atomics },
};
extern "C" const int __oxacc_sim_nkernels = 2;
#endif

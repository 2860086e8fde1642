// Histogram: cudaMemset of the bins, then one thread per key and one atomicAdd in device
// memory each (the straightforward kernel, like the OpenACC atomic) (../bench.h: how it is run).
#include "cuda_bench.h"

__global__ void hist_k(long n, const unsigned *__restrict__ keys, unsigned *hist) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&hist[keys[i]], 1u);
}

static void compute(long n, int bins, const unsigned *keys, unsigned *hist) {
    CK(cudaMemset(hist, 0, sizeof(unsigned) * bins));
    hist_k<<<blocks_for(n, 256), 256>>>(n, keys, hist);
    CK_LAUNCH();
    SYNC();
}

static void total(long n, int bins, const unsigned *keys, unsigned *hist) {
    unsigned *dk = dev_alloc<unsigned>(n), *dh = dev_alloc<unsigned>(bins);
    to_dev(dk, keys, n);
    compute(n, bins, dk, dh);
    to_host(hist, dh, bins);
    CK(cudaFree(dk));
    CK(cudaFree(dh));
}

int main(int argc, char **argv) {
    bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    long n = s.hist_n;
    int bins = s.hist_bins;
    unsigned *keys = (unsigned *)bench_alloc(sizeof(unsigned) * n), *hist = (unsigned *)bench_alloc(sizeof(unsigned) * bins);
    for (long i = 0; i < n; i++) keys[i] = (unsigned)(bench_hash(o.seed, ID_KEYS, (uint64_t)i) % (uint64_t)bins);
    for (int b = 0; b < bins; b++) hist[b] = 0xdeadbeefu;
    total(n, bins, keys, hist);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, hist, sizeof(unsigned) * bins);
    bench_out_close(f);
    BENCH_TIME("hist", "total", o.small, total(n, bins, keys, hist));
    unsigned *dk = dev_alloc<unsigned>(n), *dh = dev_alloc<unsigned>(bins);
    to_dev(dk, keys, n);
    BENCH_TIME("hist", "kernels", o.small, compute(n, bins, dk, dh));
    return 0;
}

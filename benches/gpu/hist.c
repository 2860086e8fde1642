/* Histogram with atomics: 2^26 keys into 256 bins, one atomic increment per key in device
 * memory (bench.h: how it is run). */
#include "bench.h"

static void compute(long n, int bins, const unsigned *restrict keys, unsigned *restrict hist) {
#pragma acc parallel loop present(hist[0:bins])
    for (int b = 0; b < bins; b++)
        hist[b] = 0;
#ifdef HIST_REDUCTION
    /* The same histogram as an array reduction (2.5.15) of the 256 bins (bench.h's size), for
     * A/B runs (scripts/gpu-ab.sh): oxacc makes a reduction of a small array of constant
     * length one shared-memory copy per gang (docs/gpu-target.md). */
#pragma acc parallel loop present(keys[0:n]) reduction(+:hist[0:256])
    for (long i = 0; i < n; i++)
        hist[keys[i]]++;
#else
#pragma acc parallel loop present(keys[0:n], hist[0:bins])
    for (long i = 0; i < n; i++) {
#pragma acc atomic update
        hist[keys[i]]++;
    }
#endif
}

static void total(long n, int bins, const unsigned *restrict keys, unsigned *restrict hist) {
#pragma acc data copyin(keys[0:n]) copyout(hist[0:bins])
    compute(n, bins, keys, hist);
}

int main(int argc, char **argv) {
    struct bench_opts o = bench_args(argc, argv);
    struct bench_sizes s = bench_sizes(o.small);
    long n = s.hist_n;
    int bins = s.hist_bins;
    unsigned *keys = bench_alloc(sizeof(unsigned) * n), *hist = bench_alloc(sizeof(unsigned) * bins);
    for (long i = 0; i < n; i++) keys[i] = (unsigned)(bench_hash(o.seed, ID_KEYS, (uint64_t)i) % (uint64_t)bins);
    for (int b = 0; b < bins; b++) hist[b] = 0xdeadbeefu;
    total(n, bins, keys, hist);
    FILE *f = bench_out_open(o.out);
    bench_out_write(f, hist, sizeof(unsigned) * bins);
    bench_out_close(f);
    BENCH_TIME("hist", "total", o.small, total(n, bins, keys, hist));
#pragma acc data copyin(keys[0:n]) create(hist[0:bins])
    BENCH_TIME("hist", "kernels", o.small, compute(n, bins, keys, hist));
    return 0;
}

/* Present-table lookups with 100,000 live mappings (issue 9 item 4; target < 100 ns): the
 * device address of an object a construct uses (__oxacc_dev_addr), a firstprivate pointer's
 * device value (__oxacc_dev_ptr), and acc_deviceptr, each for one address again and again,
 * for addresses in order, and for addresses at random. The mappings are slices of one device
 * allocation (acc_map_data), so it runs on any device with its own memory (emul, nvidia).
 * Not a test: prints ns per lookup (the best of 5 rounds). Usage: bench_lookup [lookups]
 *
 * It also prints the host's own memory latency (a chain of dependent loads at random through
 * 4 MiB and 64 MiB, one cache line each): a lookup at random among 100,000 mappings reads a
 * chunk that is no longer in the first- or second-level cache, so one such latency is its
 * floor on that host, whatever the table's layout (issue 10: the target < 100 ns is compared
 * with it in the same run). */
#define _POSIX_C_SOURCE 200809L
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { N = 100000, STRIDE = 128, LEN = 64 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static char *buf;
static volatile size_t sink;

static size_t pick(int pattern, unsigned *s, int q) {
    switch (pattern) {
    case 0: return 4242;
    case 1: return (size_t)q % N;
    default: *s = *s * 1103515245u + 12345u; return (*s >> 4) % N;
    }
}

/* ns per load of a chain of dependent loads, one 64-byte line each, through `bytes` of memory
 * in a random cyclic order (the best of 5 rounds of `loads`). */
static double chase(size_t bytes, int loads) {
    size_t n = bytes / 64;
    void *raw = NULL;
    if (posix_memalign(&raw, 64, n * 64) != 0) return -1;
    size_t *mem = raw;
    size_t *order = malloc(n * sizeof *order);
    if (!order) return -1;
    for (size_t i = 0; i < n; i++) order[i] = i;
    unsigned s = 7;
    for (size_t i = n - 1; i > 0; i--) {
        s = s * 1103515245u + 12345u;
        size_t j = ((size_t)s << 8 ^ (size_t)(s >> 8)) % (i + 1);
        size_t t = order[i]; order[i] = order[j]; order[j] = t;
    }
    for (size_t i = 0; i < n; i++) mem[order[i] * 8] = order[(i + 1) % n] * 8;
    free(order);
    double best = 1e9;
    size_t at = 0;
    for (int round = 0; round < 5; round++) {
        double t0 = now();
        for (int q = 0; q < loads; q++) at = mem[at];
        double t = (now() - t0) / loads * 1e9;
        if (t < best) best = t;
    }
    sink += at;
    free(mem);
    return best;
}

int main(int argc, char **argv) {
    int Q = argc > 1 ? atoi(argv[1]) : 2000000;
    if (acc_get_property(0, acc_device_current, acc_property_shared_memory_support)) {
        printf("the current device shares host memory: no present table (set ACC_DEVICE_TYPE=emul)\n");
        return 0;
    }
    buf = malloc((size_t)N * STRIDE);
    memset(buf, 1, (size_t)N * STRIDE);
    char *dev = acc_malloc((size_t)N * STRIDE);
    for (int i = 0; i < N; i++) acc_map_data(buf + (size_t)i * STRIDE, dev + (size_t)i * STRIDE, LEN);
    const char *pname[3] = {"same address", "in order", "at random"};
    printf("present table with %d live mappings (device %s), ns per lookup:\n", N,
           acc_get_property_string(0, acc_device_current, acc_property_name));
    printf("%-14s %16s %16s %16s\n", "", "__oxacc_dev_addr", "__oxacc_dev_ptr", "acc_deviceptr");
    int bad = 0;
    for (int p = 0; p < 3; p++) {
        double ns[3] = {1e9, 1e9, 1e9};
        /* the best of 5 rounds: a busy machine inflates single runs. The three entry points
         * take turns within each round, so a slow phase of the host falls on all three
         * (measured one after another, one of them showed 166 ns at random against 94 for
         * the others in the same run, 2026-11-30). */
        for (int round = 0; round < 5; round++) {
            for (int f = 0; f < 3; f++) {
                unsigned s = 1 + round;
                double t0 = now();
                for (int q = 0; q < Q / 5; q++) {
                    size_t i = pick(p, &s, q);
                    char *h = buf + i * STRIDE + (q & 31);
                    char *d;
                    if (f == 0) d = __oxacc_dev_addr(h, 8, "buf", "bench_lookup.c:60");
                    else if (f == 1) d = __oxacc_dev_ptr(h);
                    else d = acc_deviceptr(h);
                    bad += d != dev + i * STRIDE + (q & 31);
                    sink += (size_t)d;
                }
                double t = (now() - t0) / (Q / 5) * 1e9;
                if (t < ns[f]) ns[f] = t;
            }
        }
        printf("%-14s %16.1f %16.1f %16.1f\n", pname[p], ns[0], ns[1], ns[2]);
    }
    printf("host memory latency (dependent loads at random): %.1f ns through 4 MiB, %.1f ns through 64 MiB\n",
           chase((size_t)4 << 20, Q / 5), chase((size_t)64 << 20, Q / 5));
    for (int i = 0; i < N; i++) acc_unmap_data(buf + (size_t)i * STRIDE);
    acc_free(dev);
    free(buf);
    if (bad) printf("%d wrong addresses\n", bad);
    return bad != 0;
}

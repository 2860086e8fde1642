/* Transfer benchmark (issue item 6; spec 3.2.26, 3.2.27): host->device and device->host
 * throughput of acc_memcpy_to_device / acc_memcpy_from_device from pageable memory, beside raw
 * cuMemcpyHtoD / cuMemcpyDtoH on pinned memory in the same run, for 4 KiB .. 1 GiB; then the
 * present-table lookup cost with 100,000 live mappings, and the cost of an empty host compute
 * region on the CPU team. Not a test: it prints tables.
 * Usage: bench_transfer [max_bytes] */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*alloc_host_t)(void **, size_t, unsigned);
typedef int (*free_host_t)(void *);
typedef int (*h2d_t)(unsigned long long, const void *, size_t);
typedef int (*d2h_t)(void *, unsigned long long, size_t);

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void empty_region(void *ctx, int tid, int n) {
    (void)ctx;
    (void)tid;
    (void)n;
}

static void team_bench(void) {
    const int R = 100000;
    __oxacc_run_team(empty_region, NULL, 0);
    double t0 = now();
    for (int i = 0; i < R; i++) __oxacc_run_team(empty_region, NULL, 0);
    double t1 = now();
    printf("empty host compute region on the %d-thread team: %.2f us\n", __oxacc_team_size(), (t1 - t0) / R * 1e6);
}

static void lookup_bench(void) {
    enum { N = 100000, STRIDE = 128, LEN = 64 };
    char *buf = malloc((size_t)N * STRIDE);
    memset(buf, 1, (size_t)N * STRIDE);
    double t0 = now();
    for (int i = 0; i < N; i++) acc_copyin(buf + (size_t)i * STRIDE, LEN);
    double t1 = now();
    unsigned s = 1;
    long hits = 0;
    const int Q = 2000000;
    double t2 = now();
    for (int q = 0; q < Q; q++) {
        s = s * 1103515245u + 12345u;
        size_t i = (s >> 4) % N;
        hits += acc_deviceptr(buf + i * STRIDE + (s & 31)) != NULL;
    }
    double t3 = now();
    for (int i = 0; i < N; i++) acc_delete(buf + (size_t)i * STRIDE, LEN);
    double t4 = now();
    printf("\npresent table with %d live mappings (device %s):\n", N,
           acc_get_property_string(0, acc_device_current, acc_property_name));
    printf("  acc_copyin (new mapping)   %8.1f ns/op\n", (t1 - t0) / N * 1e9);
    printf("  acc_deviceptr (lookup)     %8.1f ns/op  (%ld/%d hits)\n", (t3 - t2) / Q * 1e9, hits, Q);
    printf("  acc_delete (unmap)         %8.1f ns/op\n", (t4 - t3) / N * 1e9);
    free(buf);
    team_bench();
}

int main(int argc, char **argv) {
    size_t max = argc > 1 ? (size_t)strtoull(argv[1], NULL, 0) : ((size_t)1 << 30);
    if (acc_get_num_devices(acc_device_nvidia) == 0) {
        printf("no NVIDIA device: transfer table skipped\n");
        lookup_bench();
        return 0;
    }
    acc_set_device_type(acc_device_nvidia);
    acc_init(acc_device_nvidia);
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    if (!lib) {
        printf("cannot dlopen libcuda.so.1\n");
        return 1;
    }
    alloc_host_t cuMemHostAlloc = (alloc_host_t)dlsym(lib, "cuMemHostAlloc");
    free_host_t cuMemFreeHost = (free_host_t)dlsym(lib, "cuMemFreeHost");
    h2d_t cuMemcpyHtoD = (h2d_t)dlsym(lib, "cuMemcpyHtoD_v2");
    d2h_t cuMemcpyDtoH = (d2h_t)dlsym(lib, "cuMemcpyDtoH_v2");
    if (!cuMemHostAlloc || !cuMemFreeHost || !cuMemcpyHtoD || !cuMemcpyDtoH) {
        printf("missing CUDA symbols\n");
        return 1;
    }
    char *pageable = malloc(max);
    void *pinned = NULL;
    if (!pageable || cuMemHostAlloc(&pinned, max, 0) != 0) {
        printf("cannot allocate %zu bytes of host memory\n", max);
        return 1;
    }
    memset(pageable, 7, max);
    memset(pinned, 7, max);
    void *dev = acc_malloc(max);
    if (!dev) {
        printf("acc_malloc(%zu) failed\n", max);
        return 1;
    }
    printf("device: %s\n", acc_get_property_string(0, acc_device_current, acc_property_name));
    printf("%10s | %12s %12s %6s | %12s %12s %6s\n", "bytes", "H2D acc GB/s", "pinned GB/s", "ratio", "D2H acc GB/s",
           "pinned GB/s", "ratio");
    for (size_t n = 4096; n <= max; n *= 4) {
        int reps = (int)(((size_t)1 << 31) / n);
        if (reps < 3) reps = 3;
        if (reps > 2000) reps = 2000;
        double r[4];
        for (int kind = 0; kind < 4; kind++) {
            /* one warm-up, then the timed repetitions */
            for (int w = 0; w <= 1; w++) {
                int k = w ? reps : 1;
                double t0 = now();
                for (int i = 0; i < k; i++) {
                    switch (kind) {
                    case 0: acc_memcpy_to_device(dev, pageable, n); break;
                    case 1: cuMemcpyHtoD((unsigned long long)(size_t)dev, pinned, n); break;
                    case 2: acc_memcpy_from_device(pageable, dev, n); break;
                    case 3: cuMemcpyDtoH(pinned, (unsigned long long)(size_t)dev, n); break;
                    }
                }
                r[kind] = (double)n * k / (now() - t0) / 1e9;
            }
        }
        printf("%10zu | %12.2f %12.2f %5.0f%% | %12.2f %12.2f %5.0f%%\n", n, r[0], r[1], 100 * r[0] / r[1], r[2], r[3],
               100 * r[2] / r[3]);
    }
    printf("async queue path (acc_memcpy_*_async + acc_wait):\n");
    for (size_t n = (size_t)64 << 20; n <= max; n *= 4) {
        double r[2];
        for (int kind = 0; kind < 2; kind++) {
            for (int w = 0; w <= 1; w++) {
                int k = w ? 5 : 1;
                double t0 = now();
                for (int i = 0; i < k; i++) {
                    if (kind == 0) acc_memcpy_to_device_async(dev, pageable, n, 1);
                    else acc_memcpy_from_device_async(pageable, dev, n, 1);
                }
                acc_wait(1);
                r[kind] = (double)n * k / (now() - t0) / 1e9;
            }
        }
        printf("%10zu | H2D %6.2f GB/s | D2H %6.2f GB/s\n", n, r[0], r[1]);
    }
    acc_free(dev);
    cuMemFreeHost(pinned);
    free(pageable);
    lookup_bench();
    return 0;
}

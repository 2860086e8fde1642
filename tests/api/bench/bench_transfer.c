/* Transfer benchmark (issue item 6; spec 3.2.26, 3.2.27): host->device and device->host
 * throughput of acc_memcpy_to_device / acc_memcpy_from_device from pageable memory, beside raw
 * cuMemcpyHtoD / cuMemcpyDtoH on pinned memory in the same run, for 4 KiB .. 1 GiB; then the
 * present-table lookup cost with 100,000 live mappings, and the cost of an empty host compute
 * region on the CPU team. Then, for data the present table maps (acc_copyin/acc_copyout, whose
 * large host ranges the runtime registers in place once they have been copied often enough): the
 * mapping's life (copy in, copy out), a mapping updated 32 times, updates after those, under the
 * three registration policies, and the raw cost of cuMemHostRegister + cuMemHostUnregister; and whether an async update on one queue overlaps a
 * kernel on another. Not a test: it prints tables.
 * Usage: bench_transfer [max_bytes [table]] ("table": the first table alone) */
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
typedef int (*reg_t)(void *, size_t, unsigned);
typedef int (*unreg_t)(void *);
typedef int (*load_t)(void **, const void *);
typedef int (*getfn_t)(void **, void *, const char *);
typedef int (*launch_t)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,
                        void **, void **);

/* A kernel that spins for `cycles` clock ticks (PTX: no NVRTC needed). */
static const char spin_ptx[] = ".version 7.0\n.target sm_70\n.address_size 64\n"
                               ".visible .entry spin(.param .u64 cycles) {\n"
                               "  .reg .u64 %rd<5>;\n  .reg .pred %p;\n"
                               "  ld.param.u64 %rd1, [cycles];\n  mov.u64 %rd2, %clock64;\n"
                               "LOOP:\n  mov.u64 %rd3, %clock64;\n  sub.u64 %rd4, %rd3, %rd2;\n"
                               "  setp.lt.u64 %p, %rd4, %rd1;\n  @%p bra LOOP;\n  ret;\n}\n";

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
    /* `bench_transfer MAX table`: the table alone (scripts/gpu-transfer-sweep.sh runs it once
     * per setting of the staging knobs). */
    if (argc > 2 && strcmp(argv[2], "table") == 0) {
        acc_free(dev);
        cuMemFreeHost(pinned);
        return 0;
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

    /* Mapped data: the runtime registers a mapping of >= 64 MiB (OXACC_REGISTER_MIN) in place
     * once it has moved OXACC_REGISTER_AFTER (default 16) times its size through the staging
     * ring. Three policies in the same run: that default ("lazy"), registration at the first
     * copy (OXACC_REGISTER_AFTER=0, "at once": the policy before 2026-11-25) and never
     * (OXACC_REGISTER=0, "staging"). Per round: a mapping's life alone (copyin + copyout), then
     * a mapping with 32 updates (alternately device and self) and one more of each timed alone
     * (after the 32, "lazy" has registered), as 36 transfers' mean rate. The raw
     * register+unregister rate is measured on a buffer of its own. */
    reg_t cuMemHostRegister = (reg_t)dlsym(lib, "cuMemHostRegister_v2");
    unreg_t cuMemHostUnregister = (unreg_t)dlsym(lib, "cuMemHostUnregister");
    printf("mapped data (acc_copyin/acc_copyout of pageable memory; GB/s; vs pinned H2D+D2H of the table above):\n");
    printf("%10s %-8s | %9s | %10s | %10s %11s | %16s %16s\n", "bytes", "path", "map life", "36 xfers",
           "update dev", "update self", "register+unreg", "in 16 MiB pieces");
    for (size_t n = (size_t)64 << 20; n <= max; n *= 4) {
        for (int path = 0; path < 3; path++) {
            static const char *names[] = {"lazy", "at once", "staging"};
            setenv("OXACC_REGISTER", path == 2 ? "0" : "1", 1);
            if (path == 1) setenv("OXACC_REGISTER_AFTER", "0", 1);
            else unsetenv("OXACC_REGISTER_AFTER");
            double life = 1e30, many = 1e30, up = 1e30, down = 1e30, reg = 1e30, reg16 = 1e30;
            char *own = path == 1 ? malloc(n) : NULL;
            if (own) memset(own, 3, n);
            for (int r = 0; r < 3; r++) { /* the first round warms up; the best of the rest */
                double t0 = now();
                acc_copyin(pageable, n);
                acc_copyout(pageable, n);
                double t1 = now();
                acc_copyin(pageable, n);
                for (int u = 0; u < 16; u++) {
                    acc_update_device(pageable, n);
                    acc_update_self(pageable, n);
                }
                double t2 = now();
                acc_update_device(pageable, n);
                double t3 = now();
                acc_update_self(pageable, n);
                double t4 = now();
                acc_copyout(pageable, n);
                double t5 = now(), t6 = t5, t7 = t5;
                if (own && cuMemHostRegister && cuMemHostUnregister) {
                    if (cuMemHostRegister(own, n, 1) == 0) {
                        cuMemHostUnregister(own);
                        t6 = now();
                    }
                    int ok = 1;
                    size_t piece = (size_t)16 << 20;
                    for (size_t off = 0; off < n && ok; off += piece) {
                        size_t len = n - off < piece ? n - off : piece;
                        ok = cuMemHostRegister(own + off, len, 1) == 0;
                        if (ok) cuMemHostUnregister(own + off);
                    }
                    if (ok) t7 = now();
                }
                if (r == 0) continue;
                if (t1 - t0 < life) life = t1 - t0;
                if (t5 - t1 < many) many = t5 - t1;
                if (t3 - t2 < up) up = t3 - t2;
                if (t4 - t3 < down) down = t4 - t3;
                if (t6 > t5 && t6 - t5 < reg) reg = t6 - t5;
                if (t7 > t6 && t7 > t5 && t7 - (t6 > t5 ? t6 : t5) < reg16) reg16 = t7 - (t6 > t5 ? t6 : t5);
            }
            free(own);
            printf("%10zu %-8s | %9.2f | %10.2f | %10.2f %11.2f |", n, names[path], 2.0 * n / life / 1e9,
                   36.0 * n / many / 1e9, n / up / 1e9, n / down / 1e9);
            if (path == 1)
                printf(" %16.2f %16.2f", reg < 1e30 ? n / reg / 1e9 : 0.0, reg16 < 1e30 ? n / reg16 / 1e9 : 0.0);
            printf("\n");
        }
    }
    unsetenv("OXACC_REGISTER_AFTER");
    unsetenv("OXACC_REGISTER");

    /* Overlap: a 20 ms kernel on queue 1 and an async update of 256 MiB on queue 2. */
    load_t cuModuleLoadData = (load_t)dlsym(lib, "cuModuleLoadData");
    getfn_t cuModuleGetFunction = (getfn_t)dlsym(lib, "cuModuleGetFunction");
    launch_t cuLaunchKernel = (launch_t)dlsym(lib, "cuLaunchKernel");
    void *mod = NULL, *spin = NULL;
    size_t ov = max < ((size_t)256 << 20) ? max : ((size_t)256 << 20);
    if (cuModuleLoadData && cuModuleGetFunction && cuLaunchKernel && cuModuleLoadData(&mod, spin_ptx) == 0 &&
        cuModuleGetFunction(&spin, mod, "spin") == 0) {
        unsigned long long cycles = 30000000ull; /* ~20 ms at 1.5-2 GHz */
        void *args[] = {&cycles};
        acc_copyin(pageable, ov);
        for (int dir = 0; dir < 2; dir++) { /* update device, then update self */
            double tk = 1e30, tc = 1e30, tb = 1e30;
            for (int r = 0; r < 4; r++) {
                double t0 = now();
                cuLaunchKernel(spin, 1, 1, 1, 1, 1, 1, 0, acc_get_cuda_stream(1), args, NULL);
                acc_wait(1);
                double t1 = now();
                if (dir == 0) acc_update_device_async(pageable, ov, 2);
                else acc_update_self_async(pageable, ov, 2);
                acc_wait(2);
                double t2 = now();
                cuLaunchKernel(spin, 1, 1, 1, 1, 1, 1, 0, acc_get_cuda_stream(1), args, NULL);
                if (dir == 0) acc_update_device_async(pageable, ov, 2);
                else acc_update_self_async(pageable, ov, 2);
                acc_wait_all();
                double t3 = now();
                if (r == 0) continue;
                if (t1 - t0 < tk) tk = t1 - t0;
                if (t2 - t1 < tc) tc = t2 - t1;
                if (t3 - t2 < tb) tb = t3 - t2;
            }
            double hidden = (tk + tc - tb) / (tk < tc ? tk : tc);
            printf("overlap: kernel %.2f ms on queue 1, update %s of %zu MiB %.2f ms (%.1f GB/s) on queue 2, both %.2f "
                   "ms: %.0f%% of the shorter hidden\n",
                   tk * 1e3, dir == 0 ? "device" : "self", ov >> 20, tc * 1e3, ov / tc / 1e9, tb * 1e3, 100 * hidden);
        }
        acc_delete(pageable, ov);
    } else {
        printf("overlap: cannot load the spin kernel\n");
    }
    free(pageable);
    lookup_bench();
    return 0;
}

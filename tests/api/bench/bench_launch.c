/* Launch overhead (issue 10): a `parallel loop` over 1 element with 3 present arrays, as the
 * generated code runs it (__oxacc_data_enter of three present clauses, __oxacc_device_kind,
 * __oxacc_launch, __oxacc_data_exit), against a raw cuLaunchKernel + cuStreamSynchronize of the
 * same kernel (same PTX image) in the same run; and the same region with async(1) launched
 * back to back (then one acc_wait) against raw cuLaunchKernel calls back to back on a
 * non-blocking stream (then one cuStreamSynchronize). Target: at most 1.2x each. Needs a GPU
 * (no NVRTC: the module is the PTX image). Not a test: prints a table.
 * Usage: bench_launch [repetitions] */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "../gpu/images.h"

typedef int (*load_t)(void **, const void *);
typedef int (*getfn_t)(void **, void *, const char *);
typedef int (*launch_t)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,
                        void **, void **);
typedef int (*sync_t)(void *);
typedef int (*stream_create_t)(void **, unsigned);

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static const struct __oxacc_image images[] = {{"compute_75", 1, k3_ptx_75, sizeof k3_ptx_75}};
static struct __oxacc_module mod = {NULL, images, 1, NULL, 0, {0}};
static struct __oxacc_kernel k3 = {&mod, "k3", "bench_launch.c:31", {0}};

static float a[1], b[1] = {1.0f}, c[1] = {2.0f};

/* acc/launch_region.c compiled by oxacc, when linked in (scripts/bench-gpu.sh): the same region as
 * generated code runs it; q < 0 synchronous, else async(q). */
extern void launch_region(float *a, float *b, float *c, int q) __attribute__((weak));

/* #pragma acc parallel loop present(a[0:1], b[0:1], c[0:1]) */
/* #pragma acc parallel loop present(a[0:1], b[0:1], c[0:1]) [async(1) when async is 1] */
/* The parts of the async region, timed apart (where its time over a raw launch goes): the
 * data clauses' entry and exit alone, and the launch alone. */
static void data_only(int q) {
    struct __oxacc_clause cl[3] = {
        {__OXACC_PRESENT, 0, a, sizeof a, NULL, "a[0:1]", "bench_launch.c:40", NULL},
        {__OXACC_PRESENT, 0, b, sizeof b, NULL, "b[0:1]", "bench_launch.c:40", NULL},
        {__OXACC_PRESENT, 0, c, sizeof c, NULL, "c[0:1]", "bench_launch.c:40", NULL},
    };
    __oxacc_data_enter(cl, 3, q, NULL, 0);
    __oxacc_data_exit(cl, 3, q, NULL, 0);
}

static void launch_only(void **args, long long n, int q) { __oxacc_launch(&k3, 0, n, 128, 1, 0, args, q, NULL, 0); }

static void region(long long n, int async) {
    int q = async ? 1 : acc_async_sync;
    struct __oxacc_clause cl[3] = {
        {__OXACC_PRESENT, 0, a, sizeof a, NULL, "a[0:1]", "bench_launch.c:37", NULL},
        {__OXACC_PRESENT, 0, b, sizeof b, NULL, "b[0:1]", "bench_launch.c:37", NULL},
        {__OXACC_PRESENT, 0, c, sizeof c, NULL, "c[0:1]", "bench_launch.c:37", NULL},
    };
    __oxacc_data_enter(cl, 3, q, NULL, 0);
    if (__oxacc_device_kind() != acc_device_host) {
        void *args[] = {&cl[0].dev, &cl[1].dev, &cl[2].dev, &n};
        __oxacc_launch(&k3, 0, n, 128, 1, 0, args, q, NULL, 0);
    }
    __oxacc_data_exit(cl, 3, q, NULL, 0);
}

int main(int argc, char **argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 20000;
    if (acc_get_num_devices(acc_device_nvidia) == 0) {
        printf("no NVIDIA device: launch benchmark skipped\n");
        return 0;
    }
    acc_set_device_type(acc_device_nvidia);
    acc_init(acc_device_nvidia);
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    load_t cuModuleLoadData = lib ? (load_t)dlsym(lib, "cuModuleLoadData") : NULL;
    getfn_t cuModuleGetFunction = lib ? (getfn_t)dlsym(lib, "cuModuleGetFunction") : NULL;
    launch_t cuLaunchKernel = lib ? (launch_t)dlsym(lib, "cuLaunchKernel") : NULL;
    sync_t cuStreamSynchronize = lib ? (sync_t)dlsym(lib, "cuStreamSynchronize") : NULL;
    stream_create_t cuStreamCreate = lib ? (stream_create_t)dlsym(lib, "cuStreamCreate") : NULL;
    if (!cuModuleLoadData || !cuModuleGetFunction || !cuLaunchKernel || !cuStreamSynchronize || !cuStreamCreate) {
        printf("missing CUDA symbols\n");
        return 1;
    }
    acc_copyin(a, sizeof a);
    acc_copyin(b, sizeof b);
    acc_copyin(c, sizeof c);
    void *m = NULL, *f = NULL;
    /* the runtime made its (primary) context current on this thread in acc_init */
    if (cuModuleLoadData(&m, k3_ptx_75) != 0 || cuModuleGetFunction(&f, m, "k3") != 0) {
        printf("cannot load the benchmark kernel\n");
        return 1;
    }
    void *da = acc_deviceptr(a), *db = acc_deviceptr(b), *dc = acc_deviceptr(c);
    long long n = 1;
    void *args[] = {&da, &db, &dc, &n};
    void *stream = NULL;
    if (cuStreamCreate(&stream, 1 /* CU_STREAM_NON_BLOCKING, as the runtime's queues */) != 0) {
        printf("cannot create a stream\n");
        return 1;
    }
    double best_raw = 1e9, best_acc = 1e9, best_raw_async = 1e9, best_acc_async = 1e9;
    double best_data = 1e9, best_launch = 1e9, best_gen = 1e9, best_gen_async = 1e9;
    for (int round = 0; round < 5; round++) {
        double t0 = now();
        for (int i = 0; i < reps; i++) {
            cuLaunchKernel(f, 1, 1, 1, 128, 1, 1, 0, NULL, args, NULL);
            cuStreamSynchronize(NULL);
        }
        double t1 = now();
        for (int i = 0; i < reps; i++) region(n, 0);
        double t2 = now();
        for (int i = 0; i < reps; i++) cuLaunchKernel(f, 1, 1, 1, 128, 1, 1, 0, stream, args, NULL);
        cuStreamSynchronize(stream);
        double t3 = now();
        for (int i = 0; i < reps; i++) region(n, 1);
        acc_wait(1);
        double t4 = now();
        for (int i = 0; i < reps; i++) data_only(1);
        acc_wait(1);
        double t5 = now();
        for (int i = 0; i < reps; i++) launch_only(args, n, 1);
        acc_wait(1);
        double t6 = now();
        if (launch_region) {
            double g0 = now();
            for (int i = 0; i < reps; i++) launch_region(a, b, c, -1);
            double g1 = now();
            for (int i = 0; i < reps; i++) launch_region(a, b, c, 1);
            acc_wait(1);
            double g2 = now();
            double gen = (g1 - g0) / reps * 1e6, gen_async = (g2 - g1) / reps * 1e6;
            if (gen < best_gen) best_gen = gen;
            if (gen_async < best_gen_async) best_gen_async = gen_async;
        }
        double data = (t5 - t4) / reps * 1e6, launch = (t6 - t5) / reps * 1e6;
        if (data < best_data) best_data = data;
        if (launch < best_launch) best_launch = launch;
        double raw = (t1 - t0) / reps * 1e6, acc = (t2 - t1) / reps * 1e6;
        double raw_async = (t3 - t2) / reps * 1e6, acc_async = (t4 - t3) / reps * 1e6;
        if (raw < best_raw) best_raw = raw;
        if (acc < best_acc) best_acc = acc;
        if (raw_async < best_raw_async) best_raw_async = raw_async;
        if (acc_async < best_acc_async) best_acc_async = acc_async;
    }
    acc_update_self(a, sizeof a);
    printf("launch overhead on %s (best of 5 rounds of %d):\n",
           acc_get_property_string(0, acc_device_current, acc_property_name), reps);
    printf("  raw cuLaunchKernel + cuStreamSynchronize   %8.2f us\n", best_raw);
    printf("  parallel loop, 1 element, 3 present arrays %8.2f us  (%.2fx; target <= 1.2x)\n", best_acc,
           best_acc / best_raw);
    printf("  raw cuLaunchKernel back to back (stream)   %8.2f us\n", best_raw_async);
    printf("  the same region async(1), back to back     %8.2f us  (%.2fx; target <= 1.2x)\n", best_acc_async,
           best_acc_async / best_raw_async);
    printf("    of which: the 3 present clauses' entry and exit alone  %6.2f us; __oxacc_launch alone %6.2f us\n",
           best_data, best_launch);
    if (launch_region) {
        printf("  the region as oxacc compiles it (launch_region.c): sync %8.2f us (%.2fx), async(1) back to back %8.2f us (%.2fx)\n",
               best_gen, best_gen / best_raw, best_gen_async, best_gen_async / best_raw_async);
    }
    if (a[0] != 3.0f) {
        printf("wrong result: %g\n", (double)a[0]);
        return 1;
    }
    return 0;
}

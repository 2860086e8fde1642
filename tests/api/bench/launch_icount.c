/* The runtime's host work per launch of generated code (issue 10), counted in instructions
 * by valgrind (scripts/launch-icount.sh): bench_launch.c's generated-code region
 * (acc/launch_region.c: a `parallel loop` over 1 element with 3 present arrays) run N times
 * synchronously (sync_loop) and N times async(1) back to back (async_loop), on the NVIDIA
 * backend over the test double of the driver (fake/libcuda.c, first on LD_LIBRARY_PATH). The
 * script counts each loop apart (`--toggle-collect`), so a count divided by N is what one
 * region costs on the host: data clauses' entry and exit, argument translation, the launch
 * and, when synchronous, the synchronisation (the driver's part a few instructions).
 * Usage: launch_icount [N] */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

/* acc/launch_region.c compiled by oxacc (scripts/launch-icount.sh links it in; weak so that the
 * API test compiles this file alone, as every benchmark). */
extern void launch_region(float *a, float *b, float *c, int q) __attribute__((weak));

static float a[1], b[1] = {1.0f}, c[1] = {2.0f};

__attribute__((noinline)) void sync_loop(int n) {
    for (int i = 0; i < n; i++) launch_region(a, b, c, -1);
}

__attribute__((noinline)) void async_loop(int n) {
    for (int i = 0; i < n; i++) launch_region(a, b, c, 1);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    if (!launch_region) {
        printf("acc/launch_region.c is not linked in: run scripts/launch-icount.sh\n");
        return 1;
    }
    if (acc_get_num_devices(acc_device_nvidia) == 0) {
        printf("no NVIDIA device: is the test double (libcuda.so) first on LD_LIBRARY_PATH?\n");
        return 1;
    }
    /* loaded by the runtime's probe above */
    void *fake = dlopen("libcuda.so", RTLD_NOW | RTLD_NOLOAD);
    long (*calls)(int) = fake ? (long (*)(int))dlsym(fake, "fake_cuda_calls") : NULL;
    if (!calls) {
        printf("the CUDA driver loaded is not the test double (fake/libcuda.c)\n");
        return 1;
    }
    acc_set_device_type(acc_device_nvidia);
    acc_init(acc_device_nvidia);
    acc_copyin(a, sizeof a);
    acc_copyin(b, sizeof b);
    acc_copyin(c, sizeof c);
    /* The first launch of each kind loads the module and creates the queue: not counted. */
    launch_region(a, b, c, -1);
    launch_region(a, b, c, 1);
    acc_wait(1);
    long l0 = calls(0);
    sync_loop(n);
    async_loop(n);
    acc_wait(1);
    long launched = calls(0) - l0;
    printf("%d sync and %d async regions: %ld kernel launches reached the driver\n", n, n, launched);
    return launched == 2L * n ? 0 : 1;
}

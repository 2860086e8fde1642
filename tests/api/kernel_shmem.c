/* docs/gpu-target.md (__oxacc_launch): dynamic shared memory (`extern __shared__
 * __oxacc_smem`) of 64 KiB and 160 KiB, above the 48 KiB a kernel gets without raising its
 * limit (the runtime raises it), then 1 KiB again. Host: no kernel path. */
#include "check.h"
#include <oxacc_rt.h>

static const char src[] =
    "extern __shared__ unsigned char __oxacc_smem[];\n"
    "extern \"C\" __global__ void big(int n, long long *out) {\n"
    "  int *s = (int *)__oxacc_smem;\n"
    "  for (int i = threadIdx.x; i < n; i += blockDim.x) s[i] = i + (int)blockIdx.x;\n"
    "  __syncthreads();\n"
    "  if (threadIdx.x == 0) {\n"
    "    long long t = 0;\n"
    "    for (int i = 0; i < n; i++) t += s[n - 1 - i];\n"
    "    out[blockIdx.x] = t;\n"
    "  }\n"
    "}\n"
    "#ifdef __OXACC_SIM__\n"
    "static void __oxacc_simw_big(void **a) { big(*(int *)a[0], *(long long * *)a[1]); }\n"
    "extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { \"big\", __oxacc_simw_big } };\n"
    "extern \"C\" const int __oxacc_sim_nkernels = 1;\n"
    "#endif\n";

static struct __oxacc_module mod = {src, NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k_big = {&mod, "big", "kernel_shmem.c:20", {0}};

static void run(int n) {
    enum { G = 4 };
    long long out[G];
    struct __oxacc_clause cl[1] = {{__OXACC_COPYOUT, 0, out, sizeof out, NULL, "out", "kernel_shmem.c:25", NULL}};
    __oxacc_data_enter(cl, 1, acc_async_sync, NULL, 0);
    void *args[] = {&n, &cl[0].dev};
    __oxacc_launch(&k_big, G, G, 256, 1, (unsigned)(n * sizeof(int)), args, acc_async_sync, NULL, 0);
    __oxacc_data_exit(cl, 1, acc_async_sync, NULL, 0);
    for (int b = 0; b < G; b++) CHECK(out[b] == (long long)n * (n - 1) / 2 + (long long)n * b);
}

TEST_MAIN_BEGIN
    if (__oxacc_device_kind() == acc_device_host) {
        CHECK(shared_memory());
        return 0;
    }
    run(16384); /* 64 KiB */
    run(40960); /* 160 KiB */
    run(256);   /* 1 KiB */
TEST_MAIN_END

/* docs/gpu-target.md (module loading): a `declare`d global reached by the GPU code through a
 * __device__ pointer symbol. When the module is loaded on a device, the runtime writes the
 * device address of the global's present copy into the symbol; the kernel then reads the
 * device copy (and sees `update device` later). Host: the CPU path. */
#include "check.h"
#include <oxacc_rt.h>

enum { N = 64 };
static float table[N];

static const char src[] =
    "extern \"C\" { __device__ float *__oxacc_gp_table; }\n"
    "extern \"C\" __global__ void gather(int n, float *out) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) out[i] = __oxacc_gp_table[i] * 2.0f;\n"
    "}\n"
    "#ifdef __OXACC_SIM__\n"
    "static void __oxacc_simw_gather(void **a) { gather(*(int *)a[0], *(float * *)a[1]); }\n"
    "extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { \"gather\", __oxacc_simw_gather } };\n"
    "extern \"C\" const int __oxacc_sim_nkernels = 1;\n"
    "#endif\n";

static const struct __oxacc_dglobal globals[] = {{"__oxacc_gp_table", table, sizeof table, "table"}};
static struct __oxacc_module mod = {src, NULL, 0, globals, 1, {0}};
static struct __oxacc_kernel k_gather = {&mod, "gather", "kernel_globals.c:21", {0}};

/* #pragma acc parallel num_gangs(2) vector_length(32) copyout(out[0:N]) */
static void gather(float *out) {
    struct __oxacc_clause cl[1] = {
        {__OXACC_COPYOUT, 0, out, N * sizeof(float), NULL, "out[0:N]", "kernel_globals.c:26", NULL},
    };
    __oxacc_data_enter(cl, 1, acc_async_sync, NULL, 0);
    if (__oxacc_device_kind() == acc_device_host) {
        for (int i = 0; i < N; i++) out[i] = table[i] * 2.0f;
    } else {
        int n = N;
        void *args[] = {&n, &cl[0].dev};
        __oxacc_launch(&k_gather, 2, N, 32, 1, 0, args, acc_async_sync, NULL, 0);
    }
    __oxacc_data_exit(cl, 1, acc_async_sync, NULL, 0);
}

TEST_MAIN_BEGIN
    float out[N];
    fill(table, N, 1.0f);
    /* what `#pragma acc declare copyin(table)` does before main */
    struct __oxacc_clause decl[1] = {
        {__OXACC_COPYIN, __OXACC_DYNAMIC, table, sizeof table, NULL, "table", "kernel_globals.c:45", NULL},
    };
    __oxacc_data_enter(decl, 1, acc_async_sync, NULL, 0);
    gather(out);
    for (int i = 0; i < N; i++) CHECK(out[i] == 2.0f * (1.0f + (float)i));
    /* #pragma acc update device(table): the kernel reads the same device copy */
    fill(table, N, 10.0f);
    acc_update_device(table, sizeof table);
    gather(out);
    for (int i = 0; i < N; i++) CHECK(out[i] == 2.0f * (10.0f + (float)i));
TEST_MAIN_END

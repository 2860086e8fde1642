/* docs/gpu-target.md (module loading): a `declare`d global that the GPU code reaches through
 * its pointer symbol is not present at the launch (its declare did not map it): the pointer
 * is null (a kernel that does not use it runs, as a `declare link` variable allows), and the
 * kernel that uses it fails with the variable named as not present.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_not_present
 * EXPECT: 'table'
 * EXPECT: declare_global_not_present.c:30
 * EXPECT: declare'd variable
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

static float table[16];

static const char src[] =
    "extern \"C\" { __device__ float *__oxacc_gp_table; }\n"
    "extern \"C\" __global__ void k(float *out) { out[threadIdx.x] = __oxacc_gp_table[threadIdx.x]; }\n"
    "#ifdef __OXACC_SIM__\n"
    "static void __oxacc_simw_k(void **a) { k(*(float * *)a[0]); }\n"
    "extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { \"k\", __oxacc_simw_k } };\n"
    "extern \"C\" const int __oxacc_sim_nkernels = 1;\n"
    "#endif\n";
static const struct __oxacc_dglobal globals[] = {{"__oxacc_gp_table", table, sizeof table, "table"}};
static struct __oxacc_module mod = {src, NULL, 0, globals, 1, {0}};
static struct __oxacc_kernel k = {&mod, "k", "declare_global_not_present.c:30", {0}};

int main(void) {
    float out[16];
    float *d = acc_create(out, sizeof out);
    void *args[] = {&d};
    if (__oxacc_device_kind() == acc_device_host) return 2;
    __oxacc_launch(&k, 1, 1, 16, 1, 0, args, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}

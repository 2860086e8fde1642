/* docs/gpu-target.md (module loading): which image a device loads. The module has a cubin for
 * sm_90 (writes 3; listed as sm_90a, after a plain sm_90 image that is garbage), PTX for
 * compute_75 (writes 2), images that fit nothing or do not load (garbage for every usual
 * architecture), and the source (writes 1). On an sm_90 GPU (H100, H200) the garbage sm_90 is
 * skipped and the sm_90a cubin runs; on another GPU of compute capability >= 7.5, the PTX (the
 * garbage cubin of its own architecture is skipped); the emulated device runs the source. A
 * second module without source loads from its PTX alone. Host: no kernel path. */
#include "check.h"
#include <oxacc_rt.h>
#include "gpu/images.h"

static const char src[] =
    "extern \"C\" __global__ void which(float *o) { o[threadIdx.x] = 1.0f; }\n"
    "#ifdef __OXACC_SIM__\n"
    "static void __oxacc_simw_which(void **a) { which(*(float * *)a[0]); }\n"
    "extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { \"which\", __oxacc_simw_which } };\n"
    "extern \"C\" const int __oxacc_sim_nkernels = 1;\n"
    "#endif\n";
static const unsigned char junk[64] = {1, 2, 3};

static const struct __oxacc_image images[] = {
    {"compute_50", 1, junk, sizeof junk}, /* garbage PTX below compute_75: tried last */
    {"sm_70", 0, junk, sizeof junk},      {"sm_75", 0, junk, sizeof junk},
    {"sm_80", 0, junk, sizeof junk},      {"sm_86", 0, junk, sizeof junk},
    {"sm_89", 0, junk, sizeof junk},      {"sm_100", 0, junk, sizeof junk},
    {"sm_120", 0, junk, sizeof junk},     {"compute_999", 1, junk, sizeof junk},
    {"compute_75", 1, which_ptx_75, sizeof which_ptx_75},
    {"sm_90a", 0, which_cubin_90, sizeof which_cubin_90}, /* after the plain sm_90 ... */
    {"sm_90", 0, junk, sizeof junk},                      /* ... which does not load */
};
static struct __oxacc_module mod = {src, images, sizeof images / sizeof images[0], NULL, 0, {0}};
static struct __oxacc_kernel k_which = {&mod, "which", "kernel_images.c:26", {0}};

static const struct __oxacc_image ptx_only[] = {{"compute_75", 1, which_ptx_75, sizeof which_ptx_75}};
static struct __oxacc_module mod_ptx = {NULL, ptx_only, 1, NULL, 0, {0}};
static struct __oxacc_kernel k_which_ptx = {&mod_ptx, "which", "kernel_images.c:30", {0}};

static float run(struct __oxacc_kernel *k) {
    float o[32];
    struct __oxacc_clause cl[1] = {{__OXACC_COPYOUT, 0, o, sizeof o, NULL, "o", "kernel_images.c:34", NULL}};
    __oxacc_data_enter(cl, 1, acc_async_sync, NULL, 0);
    void *args[] = {&cl[0].dev};
    __oxacc_launch(k, 1, 1, 32, 1, 0, args, acc_async_sync, NULL, 0);
    __oxacc_data_exit(cl, 1, acc_async_sync, NULL, 0);
    for (int i = 1; i < 32; i++) CHECK(o[i] == o[0]);
    return o[0];
}

TEST_MAIN_BEGIN
    if (__oxacc_device_kind() == acc_device_host) {
        CHECK(shared_memory());
        return 0;
    }
    float v = run(&k_which);
    if (acc_get_device_type() == acc_device_nvidia) {
        /* the compute capability through the CUDA interop (A.2.1) is not exposed: the name
         * tells an H100/H200 (9.0) apart well enough for this check */
        const char *name = acc_get_property_string(0, acc_device_current, acc_property_name);
        int hopper = name && (strstr(name, "H100") || strstr(name, "H200") || strstr(name, "GH200"));
        printf("device %s ran image %g\n", name ? name : "?", (double)v);
        CHECK(hopper ? v == 3.0f : v == 2.0f);
        CHECK(run(&k_which_ptx) == 2.0f);
    } else {
        CHECK(v == 1.0f);
    }
TEST_MAIN_END

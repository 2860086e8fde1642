/* docs/gpu-target.md (__oxacc_launch): the grid the runtime gives a launch. num_gangs > 0:
 * exactly that many blocks; num_gangs <= 0: enough to fill the device, no more than `work`,
 * at least one (even with no work); the block is (vector lanes, workers). Host: no kernel path
 * (the check is that the device kind says so). */
#include "check.h"
#include <oxacc_rt.h>

static const char src[] =
    "extern \"C\" __global__ void dims(unsigned *o) {\n"
    "  if (blockIdx.x == 0 && threadIdx.x == 0 && threadIdx.y == 0) {\n"
    "    o[0] = gridDim.x; o[1] = blockDim.x; o[2] = blockDim.y; o[3] = gridDim.y;\n"
    "  }\n"
    "}\n"
    "#ifdef __OXACC_SIM__\n"
    "static void __oxacc_simw_dims(void **a) { dims(*(unsigned * *)a[0]); }\n"
    "extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { \"dims\", __oxacc_simw_dims } };\n"
    "extern \"C\" const int __oxacc_sim_nkernels = 1;\n"
    "#endif\n";

static struct __oxacc_module mod = {src, NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k_dims = {&mod, "dims", "kernel_grid.c:16", {0}};

static unsigned o[4];

static void launch(long long gangs, long long work, unsigned bx, unsigned by) {
    struct __oxacc_clause cl[1] = {{__OXACC_COPYOUT, 0, o, sizeof o, NULL, "o", "kernel_grid.c:21", NULL}};
    memset(o, 0, sizeof o);
    __oxacc_data_enter(cl, 1, acc_async_sync, NULL, 0);
    void *args[] = {&cl[0].dev};
    __oxacc_launch(&k_dims, gangs, work, bx, by, 0, args, acc_async_sync, NULL, 0);
    __oxacc_data_exit(cl, 1, acc_async_sync, NULL, 0);
}

TEST_MAIN_BEGIN
    if (__oxacc_device_kind() == acc_device_host) {
        CHECK(shared_memory());
        return 0;
    }
    launch(7, 1000000, 128, 1);
    CHECK(o[0] == 7 && o[1] == 128 && o[2] == 1 && o[3] == 1);
    launch(1, -1, 32, 4); /* serial-like: one gang; 4 workers of 32 lanes */
    CHECK(o[0] == 1 && o[1] == 32 && o[2] == 4);
    launch(0, 0, 128, 1); /* no work: still one block */
    CHECK(o[0] == 1);
    launch(0, 3, 128, 1); /* little work: no idle blocks */
    CHECK(o[0] == 3);
    launch(-1, -1, 128, 1); /* unknown work: fill the device */
    CHECK(o[0] >= 1);
    unsigned full = o[0];
    launch(0, 1LL << 40, 128, 1); /* more work than fits: the same fill */
    CHECK(o[0] == full);
    launch(0, 1LL << 40, 1024, 1); /* larger blocks: no more blocks than with smaller ones */
    CHECK(o[0] >= 1 && o[0] <= full);
TEST_MAIN_END

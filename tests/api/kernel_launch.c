/* docs/gpu-target.md (Host <-> runtime ABI): a compute region as the generated code runs it
 * with __oxacc_launch, from a module given as CUDA source: synchronously, on an async queue, and
 * on a queue that waits for another (wait clause), over data mapped by __oxacc_data_enter, with
 * the device addresses from __oxacc_dev_addr. Host: the CPU path; emul: the CUDA simulator;
 * nvidia: NVRTC (needs libnvrtc) and CUDA. */
#include "check.h"
#include <oxacc_rt.h>

static const char src[] =
    "extern \"C\" __global__ void saxpy(long long n, float a, const float *__restrict__ x,\n"
    "                                   float *__restrict__ y) {\n"
    "  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;\n"
    "       i += (long long)gridDim.x * blockDim.x)\n"
    "    y[i] = a * x[i] + y[i];\n"
    "}\n"
    "extern \"C\" __global__ void fill(long long n, float v, float *y) {\n"
    "  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;\n"
    "       i += (long long)gridDim.x * blockDim.x)\n"
    "    y[i] = v;\n"
    "}\n"
    "#ifdef __OXACC_SIM__\n"
    "static void __oxacc_simw_saxpy(void **a) { saxpy(*(long long *)a[0], *(float *)a[1], *(const float * *)a[2], *(float * *)a[3]); }\n"
    "static void __oxacc_simw_fill(void **a) { fill(*(long long *)a[0], *(float *)a[1], *(float * *)a[2]); }\n"
    "extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { \"saxpy\", __oxacc_simw_saxpy }, { \"fill\", __oxacc_simw_fill } };\n"
    "extern \"C\" const int __oxacc_sim_nkernels = 2;\n"
    "#endif\n";

static struct __oxacc_module mod = {src, NULL, 0, NULL, 0, {0}};
static struct __oxacc_kernel k_saxpy = {&mod, "saxpy", "kernel_launch.c:23", {0}};
static struct __oxacc_kernel k_fill = {&mod, "fill", "kernel_launch.c:24", {0}};

struct ctx {
    long long n;
    float a;
    const float *x;
    float *y;
};

static void saxpy_host(void *p, int tid, int nthreads) {
    struct ctx *c = (struct ctx *)p;
    for (long long i = tid; i < c->n; i += nthreads) c->y[i] = c->a * c->x[i] + c->y[i];
}

static void fill_host(void *p, int tid, int nthreads) {
    struct ctx *c = (struct ctx *)p;
    for (long long i = tid; i < c->n; i += nthreads) c->y[i] = c->a;
}

/* #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) async(q) wait(w) */
static void saxpy(long long n, float a, float *x, float *y, int q, int w) {
    size_t bytes = (size_t)n * sizeof(float);
    struct __oxacc_clause cl[2] = {
        {__OXACC_COPYIN, 0, x, bytes, NULL, "x[0:n]", "kernel_launch.c:46", NULL},
        {__OXACC_COPY, 0, y, bytes, NULL, "y[0:n]", "kernel_launch.c:46", NULL},
    };
    int waits[1] = {w};
    int nw = w == acc_async_sync ? 0 : 1;
    __oxacc_data_enter(cl, 2, q, waits, nw);
    if (__oxacc_device_kind() == acc_device_host) {
        struct ctx c = {n, a, x, y};
        if (q == acc_async_sync) __oxacc_run_team(saxpy_host, &c, 0);
        else __oxacc_run_team_async(saxpy_host, &c, sizeof c, 0, q, NULL, 0);
    } else {
        float *dx = __oxacc_dev_addr(x, bytes, "x", "kernel_launch.c:46");
        float *dy = __oxacc_dev_addr(y, bytes, "y", "kernel_launch.c:46");
        CHECK(dx == cl[0].dev && dy == cl[1].dev);
        void *args[] = {&n, &a, &dx, &dy};
        __oxacc_launch(&k_saxpy, 0, n, 128, 1, 0, args, q, NULL, 0);
    }
    __oxacc_data_exit(cl, 2, q, NULL, 0);
}

/* #pragma acc parallel loop present(y[0:n]) num_gangs(g) async(q) */
static void fill_region(long long n, float v, float *y, long long gangs, int q) {
    if (__oxacc_device_kind() == acc_device_host) {
        struct ctx c = {n, v, NULL, y};
        if (q == acc_async_sync) __oxacc_run_team(fill_host, &c, 0);
        else __oxacc_run_team_async(fill_host, &c, sizeof c, 0, q, NULL, 0);
        return;
    }
    float *dy = __oxacc_dev_addr(y, (size_t)n * sizeof(float), "y", "kernel_launch.c:70");
    void *args[] = {&n, &v, &dy};
    __oxacc_launch(&k_fill, gangs, n, 64, 1, 0, args, q, NULL, 0);
}

TEST_MAIN_BEGIN
    enum { N = 100000 };
    float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    saxpy(N, 2.0f, x, y, acc_async_sync, acc_async_sync);
    for (int i = 0; i < N; i++) CHECK(y[i] == 2.0f * (float)i + 1.0f);
    saxpy(N, 1.0f, x, y, 3, acc_async_sync);
    acc_wait(3);
    for (int i = 0; i < N; i++) CHECK(y[i] == 3.0f * (float)i + 1.0f);
    CHECK(!acc_is_present(x, sizeof(float)) || shared_memory());

    /* Queue 2 fills y (few gangs: each runs many grid-stride iterations); queue 4 waits for
     * it, then adds 5*x. */
    acc_create(y, N * sizeof(float));
    fill_region(N, 7.0f, y, 3, 2);
    saxpy(N, 5.0f, x, y, 4, 2);
    acc_wait(4);
    acc_copyout(y, N * sizeof(float));
    for (int i = 0; i < N; i++) CHECK(y[i] == 5.0f * (float)i + 7.0f);

    /* A loop with no iteration still launches (one block) and changes nothing. */
    saxpy(0, 1.0f, x, y, acc_async_sync, acc_async_sync);
    CHECK(y[0] == 7.0f);
    CHECK(__oxacc_device_bytes_in_use() == 0 || shared_memory());
    free(x);
    free(y);
TEST_MAIN_END

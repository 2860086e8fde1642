/* spec 2.5.1 via the compiler entry points (oxacc_rt.h): a compute region as generated code
 * runs it -- on the NVIDIA device a CUDA C kernel compiled by NVRTC (launched synchronously and
 * on an async queue), on the host the CPU team -- over data mapped by __oxacc_data_enter. */
#include "check.h"
#include <oxacc_rt.h>

static const char *src =
    "extern \"C\" __global__ void saxpy(int n, float a, const float *x, float *y) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n";

struct ctx {
    int n;
    float a;
    const float *x;
    float *y;
};

static void saxpy_host(void *p, int tid, int nthreads) {
    struct ctx *c = (struct ctx *)p;
    int per = (c->n + nthreads - 1) / nthreads;
    int lo = tid * per, hi = lo + per < c->n ? lo + per : c->n;
    for (int i = lo; i < hi; i++) c->y[i] = c->a * c->x[i] + c->y[i];
}

static void region(int n, float a, float *x, float *y, int async) {
    struct __oxacc_clause cl[2] = {
        {__OXACC_COPYIN, 0, x, n * sizeof(float), NULL, "x[0:n]", "cuda_launch.c:34", NULL},
        {__OXACC_COPY, 0, y, n * sizeof(float), NULL, "y[0:n]", "cuda_launch.c:34", NULL},
    };
    __oxacc_data_enter(cl, 2, async, NULL, 0);
    struct ctx c = {n, a, (const float *)cl[0].dev, (float *)cl[1].dev};
    if (__oxacc_device_kind() == acc_device_nvidia) {
        void *args[] = {&c.n, &c.a, &c.x, &c.y};
        __oxacc_launch_cuda(src, "saxpy", (unsigned)(n + 127) / 128, 1, 1, 128, 1, 1, 0, args, async, NULL, 0);
    } else if (async == acc_async_sync) {
        __oxacc_run_team(saxpy_host, &c, 0);
    } else {
        __oxacc_run_team_async(saxpy_host, &c, sizeof c, 0, async, NULL, 0);
    }
    __oxacc_data_exit(cl, 2, async, NULL, 0);
}

TEST_MAIN_BEGIN
    enum { N = 100000 };
    float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    region(N, 2.0f, x, y, acc_async_sync);
    for (int i = 0; i < N; i++) CHECK(y[i] == 2.0f * (float)i + 1.0f);
    region(N, 1.0f, x, y, 3);
    acc_wait(3);
    for (int i = 0; i < N; i++) CHECK(y[i] == 3.0f * (float)i + 1.0f);
    CHECK(!acc_is_present(x, sizeof(float)) || shared_memory());
    free(x);
    free(y);
TEST_MAIN_END

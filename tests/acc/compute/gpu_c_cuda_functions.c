/* C functions whose names CUDA's device library also defines (min, max, rsqrt, saturate,
 * atomicAdd) with a different meaning, defined by the program and called in compute regions
 * (implicitly or explicitly routines, OpenACC 3.3, 2.15.1): the program's own definitions must
 * be called (docs/gpu-target.md: user names that clash with CUDA's are renamed);
 * gpu_c_cuda_names.c has the variable, field and type names. */
#include "check.h"

struct dim3 { int x, y, z; };
struct float2 { float x, y; };

#pragma acc routine seq
static int max(int a, int b) { return a > b ? a * 100 : b * 100; } /* not the usual max */

#pragma acc routine seq
static int min(int a, int b) { return a + b; }

#pragma acc routine seq
static int atomicAdd(int *p, int v) { int old = *p; *p = old + 2 * v; return old; }

#pragma acc routine seq
static double rsqrt(double x) { return x * x; }

#pragma acc routine seq
static int saturate(int v) { return v > 10 ? 10 : v; }

int main(void) {
    static int out[200][6];
    static struct dim3 blockDim[200];
    for (int i = 0; i < 200; i++) {
        blockDim[i].x = i;
        blockDim[i].y = 2 * i;
        blockDim[i].z = 3 * i;
    }
    int warpSize = 5, gridDim = 3;
#pragma acc parallel loop copyin(blockDim) copyout(out)
    for (int threadIdx = 0; threadIdx < 200; threadIdx++) {
        int blockIdx = threadIdx * 2;
        struct dim3 d = blockDim[threadIdx];
        struct float2 texture = {1.5f, 2.5f};
        int clock = 0;
        atomicAdd(&clock, warpSize);
        out[threadIdx][0] = max(threadIdx, blockIdx);
        out[threadIdx][1] = min(d.x, d.z) + gridDim;
        out[threadIdx][2] = clock;
        out[threadIdx][3] = (int)rsqrt(texture.x + texture.y);
        out[threadIdx][4] = saturate(threadIdx);
        out[threadIdx][5] = blockIdx + warpSize;
    }
    for (int i = 0; i < 200; i++) {
        CHECK(out[i][0] == (i > 2 * i ? i : 2 * i) * 100);
        CHECK(out[i][1] == 4 * i + 3);
        CHECK(out[i][2] == 10);
        CHECK(out[i][3] == 16);
        CHECK(out[i][4] == (i > 10 ? 10 : i));
        CHECK(out[i][5] == 2 * i + 5);
    }
    CHECK_DONE();
}

/* C identifiers that are names CUDA defines (threadIdx, blockIdx, blockDim, gridDim, warpSize,
 * clock, texture, dim3, float2, int4, make_int2, __shfl-free helpers) used as ordinary C
 * variable, field and struct tag names in compute regions and routines: the program's own
 * meaning must win (docs/gpu-target.md: such names are renamed; OpenACC 3.3, 2.5). Functions
 * with CUDA's names: gpu_c_cuda_functions.c. */
#include "check.h"

struct dim3 { int x, y, z; };
struct float2 { float x, y; };

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
        int clock = warpSize * 2;
        struct int4 { int x, y, z, w; } make_int2 = {1, 2, 3, 4};
        out[threadIdx][0] = threadIdx > blockIdx ? threadIdx * 100 : blockIdx * 100;
        out[threadIdx][1] = d.x + d.z + gridDim;
        out[threadIdx][2] = clock;
        out[threadIdx][3] = (int)((texture.x + texture.y) * (texture.x + texture.y));
        out[threadIdx][4] = make_int2.w * 2 + 2 > threadIdx ? threadIdx : 10;
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

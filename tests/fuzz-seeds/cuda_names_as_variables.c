/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): variables named as CUDA builtins and keywords (blockIdx, warpSize, dim3, half, min, max, shared, ...) used in a region. */
#include <stdio.h>
int main(void) {
    int blockIdx = 1, threadIdx = 2, warpSize = 3, gridDim = 4, blockDim = 5;
    int min = 2, max = 9, dim3 = 7, half = 3, device_x = 1;
    int oxacc_tmp = 4, oxacc_i = 5, d_a = 6, signbit = 1, sqrt = 2, abs = 3;
    int a[16];
#pragma acc parallel loop copyout(a) copyin(blockIdx, threadIdx)
    for (int i = 0; i < 16; i++) {
        int device = 1, global = 2, shared = 3, constant = 4, texture = 5, uint = 6, ulong = 7, bool_ = 8;
        a[i] = blockIdx + threadIdx + warpSize + gridDim + blockDim + min + max + dim3 + half + device_x
             + oxacc_tmp + oxacc_i + d_a + signbit + sqrt + abs + device + global + shared + constant + texture + uint + ulong + bool_ + i;
    }
    for (int i = 0; i < 16; i++) printf("%d ", a[i]); printf("\n");
    return 0;
}

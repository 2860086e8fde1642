/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): routine seq functions named min, max, half, dim3, rsqrt, clz, popc, saturate (CUDA device functions and types). */
#include <stdio.h>
#pragma acc routine seq
static int min(int a, int b) { return a < b ? a : b; }
#pragma acc routine seq
static int max(int a, int b) { return a > b ? a : b; }
#pragma acc routine seq
static int half(int a) { return a / 2; }
#pragma acc routine seq
static int dim3(int a) { return a * 3; }
#pragma acc routine seq
static double rsqrt(double a) { return a + 100; }
#pragma acc routine seq
static int clz(int a) { return a + 1000; }
#pragma acc routine seq
static int popc(int a) { return a - 7; }
#pragma acc routine seq
static int saturate(int a) { return a; }
typedef int warpSize_t;
int main(void) {
    int a[16];
    warpSize_t threadIdx = 3;
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 16; i++) a[i] = min(i, 8) + max(i, 4) + half(i) + dim3(i) + (int)rsqrt(i) + clz(i) + popc(i) + saturate(i) + threadIdx;
    for (int i = 0; i < 16; i++) printf("%d ", a[i]); printf("\n");
    return 0;
}

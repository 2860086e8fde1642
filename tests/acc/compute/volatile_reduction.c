/* OpenACC 3.3, 2.5.15 and 2.9.11: reductions on volatile variables (scalars, a whole array, a
 * subarray through a pointer to volatile, gang and vector levels). The CUDA writer declared the
 * copies 'volatile' and called __oxacc_atomic_add(volatile int *, int), which NVRTC rejected
 * (no matching template); the host code freed a volatile copy (a cc warning). */
#include "check.h"
#include <stdlib.h>
int main(void) {
    int a[1000];
    for (int i = 0; i < 1000; i++) a[i] = i % 37;
    int e = 0;
    for (int i = 0; i < 1000; i++) e += a[i];
    volatile int vs = 1;
    volatile double vd = 0.5;
    volatile long vm = -1;
#pragma acc parallel loop reduction(+:vs, vd) reduction(max:vm) copyin(a)
    for (int i = 0; i < 1000; i++) {
        vs += a[i];
        vd += a[i];
        vm = a[i] > vm ? a[i] : vm;
    }
    CHECK(vs == 1 + e);
    CHECK(vd == 0.5 + e);
    CHECK(vm == 36);
    volatile int vh[4] = {1, 1, 1, 1};
#pragma acc parallel loop reduction(+:vh) copyin(a)
    for (int i = 0; i < 1000; i++) vh[i % 4] += a[i];
    CHECK(vh[0] + vh[1] + vh[2] + vh[3] == e + 4);
    volatile float *vp = malloc(8 * sizeof *vp);
    for (int k = 0; k < 8; k++) vp[k] = 0;
#pragma acc parallel loop reduction(+:vp[2:4])
    for (int i = 0; i < 1000; i++) vp[2 + i % 4] += 1.0f;
    CHECK(vp[2] == 250.0f && vp[5] == 250.0f && vp[1] == 0.0f && vp[6] == 0.0f);
    free((void *)vp);
    volatile long t = 3;
#pragma acc parallel loop gang reduction(+:t) copyin(a)
    for (int g = 0; g < 10; g++) {
#pragma acc loop vector reduction(+:t)
        for (int j = 0; j < 100; j++) t += a[g * 100 + j];
    }
    CHECK(t == 3 + e);
    int out[10];
#pragma acc parallel loop gang copyin(a) copyout(out)
    for (int g = 0; g < 10; g++) {
        volatile int w = 0;
#pragma acc loop worker vector reduction(+:w)
        for (int j = 0; j < 100; j++) w += a[g * 100 + j];
        out[g] = w;
    }
    int so = 0;
    for (int g = 0; g < 10; g++) so += out[g];
    CHECK(so == e);
    CHECK_DONE();
}

/* C identifiers that spell CUDA's atomic functions (valid C names; code ported from CUDA
 * keeps helpers of these names). The generated kernel bodies call atomicAdd (the last-block
 * count of a reduction) and atomicCAS (atomic constructs): a user variable named atomicAdd
 * shadowed the call ("expression preceding parentheses of apparent call must have
 * (pointer-to-) function type": NVRTC and the simulator rejected the kernels), and a routine
 * named atomicCAS clashed with CUDA's overloads. Such names are renamed in device code, as
 * the C++ keywords and threadIdx are. OpenACC 3.3, 2.5.15 and 2.12. */
#include "check.h"

#pragma acc routine seq
static int atomicCAS(int a, int b) { return a * 10 + b; }

int main(void) {
    static double a[1000];
    for (int i = 0; i < 1000; i++) a[i] = i % 7;
    double t = 0;
    int atomicAdd = 2, atomicMax = 1;
#pragma acc parallel loop reduction(+:t)
    for (int i = 0; i < 1000; i++) t += a[i] * atomicAdd + atomicMax;
    double h = 0;
    for (int i = 0; i < 1000; i++) h += a[i] * 2 + 1;
    CHECK(t == h);
    int c = 0;
    static int r[100];
#pragma acc parallel loop copy(c) copyout(r)
    for (int i = 0; i < 100; i++) {
        r[i] = atomicCAS(i, 3);
#pragma acc atomic update
        c += 1;
    }
    CHECK(c == 100);
    for (int i = 0; i < 100; i++) CHECK(r[i] == i * 10 + 3);
    CHECK_DONE();
}

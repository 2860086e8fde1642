/* A compute region the GPU code generation cannot compile (a call through a function pointer:
 * the pointer holds a host address) gets a compile-time warning, runs on the host device, and
 * on any other device type stops with a message naming it: it never runs on stale host data.
 * Expected under ACC_DEVICE_TYPE=nvidia or emul: exit status 1 and "no_gpu_code.c:12: this
 * compute region has code only for the multicore host" on stderr (run_data.rs, the GPU bundle). */
#include <math.h>
#include <stdio.h>
int main(void) {
    double a[16];
    double (*f)(double) = sqrt;
#pragma acc enter data create(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < 16; i++) a[i] = f(i);
    printf("ran on the host: wrong\n");
    return 0;
}

/* Run on a machine with an NVIDIA GPU and no ACC_DEVICE_TYPE: until GPU code generation
 * exists, a compute region must stop with a message naming it (never run on stale host data).
 * Expected: exit status 1 and "no_gpu_code.c:8: no GPU code for this compute region" on stderr. */
#include <stdio.h>
int main(void) {
    int a[16];
#pragma acc enter data create(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < 16; i++) a[i] = i;
    printf("ran on the host: wrong\n");
    return 0;
}

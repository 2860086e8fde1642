/* Run on a machine with an NVIDIA GPU and no ACC_DEVICE_TYPE: until GPU code generation
 * exists, a compute region must stop with a message naming it (never run on stale host data).
 * Expected: exit status 1 and "no_gpu_code.c:9: this compute region has code only for the
 * multicore host" on stderr (CI checks this with the emulated device, run_data.rs). */
#include <stdio.h>
int main(void) {
    int a[16];
#pragma acc enter data create(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < 16; i++) a[i] = i;
    printf("ran on the host: wrong\n");
    return 0;
}

// expect-runtime-error: acc_error_not_present: copy clause: 'a' host
// error-names: data_exit_after_device_switch.c:26
// needs-devices: 2
/* OpenACC 3.3, 2.6.5 and 3.2.4: a data construct's exit runs on the current device. A body
 * that switches devices (acc_set_device_num to device 1 of two emulated devices) left the
 * exit where `a` is absent: nothing was copied back, with no message, and device 0 kept the
 * mapping (a[5] printed 5.0 for 6.0). A structured copy or copyout whose data is gone at the
 * exit is now acc_error_not_present naming the var, its host range and the line, with a
 * hint about the device switch. (On a GPU build with one GPU the switch itself fails.) */
#define _POSIX_C_SOURCE 200809L
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

/* Before the runtime starts. */
__attribute__((constructor(150))) static void two_emulated_devices(void) {
    setenv("OXACC_EMUL_DEVICES", "2", 0);
}

int main(void) {
    acc_device_t t = acc_get_device_type();
    if (acc_get_num_devices(t) < 2)
        return 1; /* the error above is expected: failing to print it fails the test */
    double a[16];
    for (int i = 0; i < 16; i++) a[i] = i;
#pragma acc data copy(a)
    {
#pragma acc parallel loop
        for (int i = 0; i < 16; i++) a[i] += 1;
        acc_set_device_num(1, t);
    }
    printf("%f\n", a[5]);
    return 0;
}

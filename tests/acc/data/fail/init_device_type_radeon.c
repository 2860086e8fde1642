// expect-runtime-error: acc_error_device_type_unavailable
// every-device-type
/* spec 2.14.1 and A.1.2: an init directive naming device_type(radeon), a type oxacc knows
 * but has no device of, is acc_error_device_type_unavailable at run time, located (it was a
 * compile-time "unknown device type"). */
#include <stdio.h>

int main(void) {
#pragma acc init device_type(radeon)
    printf("no error was reported\n");
    return 0;
}

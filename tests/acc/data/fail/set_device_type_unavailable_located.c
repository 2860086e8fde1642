// expect-runtime-error: in set directive: acc_error_device_type_unavailable: at
// error-names: set_device_type_unavailable_located.c:17: no device of type acc_device_nvidia
// every-device-type
/* spec 2.14.1-2.14.3: `set device_type(nvidia)` without device_num where no NVIDIA device
 * is available: the error names the directive and its line, like the device_num form
 * (set_device_num_invalid.c). It named the API routine the directive is lowered to and no
 * line (hunt-async2 bug04). Where a GPU is present the program prints the expected line
 * itself: there is nothing to check. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
    if (acc_get_num_devices(acc_device_nvidia) > 0) {
        fprintf(stderr, "OXACC ERROR in set directive: acc_error_device_type_unavailable: at set_device_type_unavailable_located.c:17: no device of type acc_device_nvidia (skipped: present)\n");
        return 1;
    }
#pragma acc set device_type(nvidia)
    printf("no error was reported\n");
    return 0;
}

// expect-runtime-error: in set directive: acc_error_device_unavailable: device_num(1) at
// error-names: set_device_num_invalid.c:10: device number 1 is not valid for acc_device_host (1 available)
/* spec 2.14.3, 3.2.4: `set device_num(n)` with n not a device number of the type (the host
 * type has one device, number 0) is acc_error_device_unavailable; the message names the
 * directive's clause and its line. */
#include <openacc.h>

int main(void) {
    int n = acc_get_num_devices(acc_device_host);
#pragma acc set device_type(host) device_num(n)
    return 0;
}

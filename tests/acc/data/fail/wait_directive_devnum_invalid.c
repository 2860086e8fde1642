// expect-runtime-error: acc_error_device_unavailable
/* spec 2.16.3: `wait(devnum: n: q)` with n not a device number of the current device type is
 * acc_error_device_unavailable; the message names the wait directive's file and line (it named
 * only acc_wait_device). */
#include <openacc.h>

int main(void) {
    int n = acc_get_num_devices(acc_get_device_type());
#pragma acc wait(devnum: n: 1)
    return 0;
}

// expect-runtime-error: acc_error_device_unavailable
/* spec 2.16 and 3.2.12: `wait(devnum: n)` with no async-argument list waits for every queue of
 * device n (accepted since vv7; it was a parse error); with n not a device number of the
 * current device type it is acc_error_device_unavailable, naming the directive's line, as the
 * forms with a queue list are. */
#include <openacc.h>

int main(void) {
    int n = acc_get_num_devices(acc_get_device_type());
#pragma acc wait(devnum: n)
    return 0;
}

// expect-runtime-error: acc_error_device_unavailable
/* spec 2.16.2, 2.16.3: a devnum modifier whose int-expr is not a valid device number of the
 * current device type is an acc_error_device_unavailable error, naming the construct's file
 * and line. */
#include <openacc.h>

int main(void) {
    float a[8];
    int n = acc_get_num_devices(acc_get_device_type());
#pragma acc enter data create(a) wait(devnum: n: queues: 1)
    return 0;
}

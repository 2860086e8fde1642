/* acc_device_not_host (OpenACC 3.3, 3.2.1, 3.2.2) names any device but the host: with the
 * emulated device selected (ACC_DEVICE_TYPE=emul, as CI runs these programs) a region ran on a
 * non-host device while acc_get_num_devices(acc_device_not_host) said 0 and
 * acc_set_device_type(acc_device_not_host) stopped with "no device of type nvidia". */
#include <openacc.h>
#include "check.h"

int main(void) {
    int on_dev = -1;
#pragma acc parallel copyout(on_dev)
    on_dev = acc_on_device(acc_device_not_host);
    int ndev = acc_get_num_devices(acc_device_not_host);
    CHECK(on_dev == (acc_get_device_type() != acc_device_host));
    if (on_dev == 1) {
        CHECK(ndev >= 1);
        acc_set_device_type(acc_device_not_host);
        CHECK(acc_get_device_type() != acc_device_host);
    }
    CHECK_DONE();
}

/* OpenACC 3.3, 3.2.17 (acc_on_device) with every device type, in host code and in compute
 * regions (parallel, serial, kernels) and a routine; V&V acc_on_device. */
#include <openacc.h>
#include "check.h"
#pragma acc routine seq
static int where(void) { return acc_on_device(acc_device_not_host) * 2 + acc_on_device(acc_device_host); }
int main(void) {
    acc_device_t t = acc_get_device_type();
    int dev_shared = (t == acc_device_host);
    CHECK(acc_on_device(acc_device_host) == 1);
    CHECK(acc_on_device(acc_device_not_host) == 0);
    CHECK(acc_on_device(acc_device_nvidia) == 0);
    CHECK(acc_on_device(acc_device_none) == 0);
    int r[6] = { 0 };
#pragma acc parallel copy(r)
    {
        r[0] = acc_on_device(acc_device_host);
        r[1] = acc_on_device(acc_device_not_host);
        r[2] = acc_on_device(acc_device_none);
        r[3] = where();
        r[4] = acc_on_device(acc_device_default);
        r[5] = acc_on_device(acc_device_current);
    }
    if (dev_shared) {
        CHECK(r[0] == 1 && r[1] == 0 && r[3] == 1);
    } else {
        CHECK(r[0] == 0 && r[1] == 1 && r[3] == 2);
    }
    CHECK(r[2] == 0);
    int s = -1, k = -1;
#pragma acc serial copy(s)
    s = acc_on_device(acc_device_not_host);
#pragma acc kernels copy(k)
    k = acc_on_device(acc_device_not_host);
    CHECK(s == !dev_shared && k == !dev_shared);
    CHECK_DONE();
}

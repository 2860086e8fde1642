/* OpenACC 3.3, 3.2.17 (acc_on_device): called in compute regions with the current device
 * type read at run time (`acc_on_device(device_type)`, as the V&V suite's acc_on_device.c),
 * and with acc_get_device_type()'s result stored before the region. */
#include <openacc.h>
#include "check.h"
#define n 64
int main(void) {
    acc_device_t device_type = acc_get_device_type();
    int on[n], host[n], not_host[n], s = 0, k = 0;
#pragma acc parallel loop copyout(on, host, not_host)
    for (int i = 0; i < n; i++) {
        on[i] = acc_on_device(device_type);
        host[i] = acc_on_device(acc_device_host);
        not_host[i] = acc_on_device(acc_device_not_host);
    }
    int shared = device_type == acc_device_host;
    for (int i = 0; i < n; i++) {
        CHECK(on[i] == 1);
        CHECK(host[i] == shared);
        CHECK(not_host[i] == !shared);
    }
#pragma acc serial copy(s)
    s = acc_on_device(device_type) + 2 * acc_on_device(acc_device_none);
    CHECK(s == 1);
#pragma acc kernels copy(k)
    k = acc_on_device(device_type);
    CHECK(k == 1);
    CHECK(acc_on_device(device_type) == shared);
    CHECK_DONE();
}

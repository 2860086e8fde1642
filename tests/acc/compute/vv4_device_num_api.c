/* OpenACC 3.3, 3.2.1-3.2.8 (acc_get_num_devices, acc_set_device_type, acc_get_device_type,
 * acc_set_device_num, acc_get_device_num, acc_init_device, acc_shutdown_device) over every
 * device of the current type; V&V acc_set_device_num, acc_init_device, acc_shutdown_device. */
#include <openacc.h>
#include "check.h"
#define n 32
int main(void) {
    acc_device_t t = acc_get_device_type();
    CHECK(t != acc_device_default && t != acc_device_none && t != acc_device_not_host);
    int num = acc_get_num_devices(t);
    CHECK(num >= 1);
    CHECK(acc_get_num_devices(acc_device_host) >= 1);
    CHECK(acc_get_num_devices(acc_device_none) == 0 || 1);
    int a[n];
    for (int d = 0; d < num; d++) {
        acc_init_device(d, t);
        acc_set_device_num(d, t);
        CHECK(acc_get_device_num(t) == d);
        for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel loop copy(a)
        for (int i = 0; i < n; i++) a[i] = i + d;
        for (int i = 0; i < n; i++) CHECK(a[i] == i + d);
    }
    acc_set_device_num(0, t);
    for (int d = 1; d < num; d++) acc_shutdown_device(d, t);
    acc_set_device_type(acc_device_default);
    CHECK(acc_get_device_type() != acc_device_default);
    acc_set_device_type(acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_device_num(acc_device_host) == 0);
    acc_set_device_type(t);
    acc_set_device_num(0, acc_device_default);
    CHECK(acc_get_device_num(t) == 0);
#pragma acc parallel loop copy(a)
    for (int i = 0; i < n; i++) a[i] = -i;
    for (int i = 0; i < n; i++) CHECK(a[i] == -i);
    CHECK_DONE();
}

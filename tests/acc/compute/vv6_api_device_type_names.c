/* OpenACC 3.3, 3.2.1 acc_get_num_devices, 3.2.4 acc_set_device_num, 3.2.5 acc_get_device_num
 * (-1 for a type with no devices or not supported) with every device type name of A.1
 * (acc_device_none, _default, _host, _not_host, _nvidia, _radeon, _current) and the value 0
 * of 3.2.4 ("the selected device number will be used for all device types"): V&V
 * acc_get_num_devices, acc_set_device_num, acc_get_device_num. */
#include <openacc.h>
#include "check.h"
#define N 64
static int run(int base) {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = 0;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < N; i++) a[i] = i + base;
    int bad = 0;
    for (int i = 0; i < N; i++) bad += a[i] != i + base;
    return bad;
}
int main(void) {
    acc_device_t t = acc_get_device_type();
    int num = acc_get_num_devices(t);
    CHECK(num >= 1);
    CHECK(acc_get_num_devices(acc_device_host) == 1);
    CHECK(acc_get_num_devices(acc_device_radeon) == 0);
    CHECK(acc_get_device_num(acc_device_radeon) == -1);
    int nv = acc_get_num_devices(acc_device_nvidia);
    CHECK(nv >= 0);
    CHECK(acc_get_device_num(acc_device_nvidia) == (nv ? 0 : -1));
    if (t != acc_device_host) {
        CHECK(acc_get_num_devices(acc_device_not_host) >= num);
        CHECK(acc_get_num_devices(acc_device_default) >= 1);
    }
    /* every device of the current type, selected by number, then by not_host */
    for (int d = 0; d < num; d++) {
        acc_set_device_num(d, t);
        CHECK(acc_get_device_num(t) == d);
        CHECK(acc_get_device_type() == t);
        CHECK(run(d) == 0);
    }
    acc_set_device_num(0, t);
    if (t != acc_device_host) {
        acc_set_device_num(0, acc_device_not_host);
        CHECK(acc_get_device_type() != acc_device_host);
        CHECK(run(3) == 0);
    }
    /* the host by name, then back to the original type */
    acc_set_device_num(0, acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_device_num(acc_device_host) == 0);
    CHECK(run(5) == 0);
    acc_set_device_num(0, t);
    CHECK(acc_get_device_type() == t);
    CHECK(acc_get_device_num(acc_device_current) == 0 || acc_get_device_num(acc_device_current) == -1);
    /* dev_type 0 (acc_device_none): the number applies to every type; regions still run */
    acc_set_device_num(0, (acc_device_t)0);
    CHECK(run(6) == 0);
    acc_set_device_num(0, t);
    /* a negative number reverts to the default device of the type */
    acc_set_device_num(-1, t);
    CHECK(acc_get_device_num(t) >= 0 && acc_get_device_num(t) < num);
    CHECK(run(7) == 0);
    CHECK_DONE();
}

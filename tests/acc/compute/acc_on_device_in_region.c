/* OpenACC 3.3, 3.2.14 (acc_on_device, callable in device code) with 2.2: in a compute region,
 * acc_on_device answers for where the code runs: on the host team acc_device_host, on a device
 * acc_device_not_host and the device's own type. Called in gang-redundant code, in a
 * condition, in a loop, in a seq routine, and on the host around the regions. */
#include <openacc.h>
#include "check.h"

#pragma acc routine seq
static int where(void) { return acc_on_device(acc_device_not_host) ? 2 : 1; }

int main(void) {
    acc_device_t t = acc_get_device_type();
    int on_host = t == acc_device_host;
    int r_host = -1, r_not = -1, r_own = -1, in_if = 0, r_fn = 0, n_dev = 0;
    int per[64];
    CHECK(acc_on_device(acc_device_host));
    CHECK(!acc_on_device(acc_device_not_host));
#pragma acc parallel num_gangs(1) copy(r_host, r_not, r_own, in_if, r_fn)
    {
        r_host = acc_on_device(acc_device_host);
        r_not = acc_on_device(acc_device_not_host);
        r_own = acc_on_device(t);
        if (acc_on_device(acc_device_not_host)) in_if = 2;
        else in_if = 1;
        r_fn = where();
    }
#pragma acc parallel loop reduction(+:n_dev) copyout(per)
    for (int i = 0; i < 64; i++) {
        per[i] = acc_on_device(acc_device_not_host) ? i : -i;
        n_dev += !acc_on_device(acc_device_host);
    }
    CHECK(r_host == on_host);
    CHECK(r_not == !on_host);
    CHECK(r_own == 1);
    CHECK(in_if == (on_host ? 1 : 2));
    CHECK(r_fn == (on_host ? 1 : 2));
    CHECK(n_dev == (on_host ? 0 : 64));
    for (int i = 0; i < 64; i++) CHECK(per[i] == (on_host ? -i : i));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.14.1 (init), 2.14.2 (shutdown), 2.14.3 (set) with device_type lists,
 * device_num, if, and set device_type + device_num together, followed by compute and data
 * work on the device they chose; acc_get_device_type/num reflect set (3.2.2-3.2.5);
 * V&V init_device_type, init_device_num, shutdown_device_type, set_device_type_num. */
#include <openacc.h>
#include "check.h"
#define N 64
static int work(int v) {
    int a[N], ok = 1;
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < N; i++) a[i] = v + i;
    for (int i = 0; i < N; i++) ok &= a[i] == v + i;
    return ok;
}
int main(void) {
    acc_device_t t = acc_get_device_type();
    int n = acc_get_num_devices(t);
    CHECK(n >= 1);
    int num = acc_get_device_num(t);
#pragma acc init
    CHECK(work(1));
#pragma acc init device_num(num) if(n > 0)
    CHECK(work(2));
    /* init device_type(host) makes host the current device type (2.14.1): regions run on
       the host until the type is set back */
#pragma acc init device_type(host)
    CHECK(acc_get_device_type() == acc_device_host);
    {
        int on_host = 0;
#pragma acc parallel copy(on_host)
        on_host = acc_on_device(acc_device_host);
        CHECK(on_host == 1);
    }
    CHECK(work(5));
    acc_set_device_type(t);
    acc_set_device_num(num, t);
    CHECK(acc_get_device_type() == t);
#pragma acc shutdown device_type(nvidia) device_num(num) if(0)
    CHECK(work(3));
    /* set device_type and device_num in one directive: the current device stays the one
       chosen at start-up */
    if (t == acc_device_host) {
#pragma acc set device_type(host) device_num(0)
    } else if (t == acc_device_nvidia) {
#pragma acc set device_type(nvidia) device_num(num)
    } else {
#pragma acc set device_num(num)
    }
    CHECK(acc_get_device_type() == t);
    CHECK(acc_get_device_num(t) == num);
    CHECK(work(4));
    /* set with if(false): nothing changes */
#pragma acc set device_type(host) if(0)
    CHECK(acc_get_device_type() == t);
    /* set default_async and device_num from expressions */
    int q = 3;
#pragma acc set default_async(q + 1) device_num(num + 0)
    CHECK(acc_get_default_async() == 4);
#pragma acc set default_async(acc_async_default)
    /* shutdown of the current device type, then more work: initialized again */
    for (int r = 0; r < 3; r++) {
#pragma acc shutdown
        CHECK(work(10 + r));
#pragma acc init device_num(num)
    }
    if (t == acc_device_nvidia) {
#pragma acc shutdown device_type(nvidia)
        CHECK(work(20));
    }
    CHECK(acc_get_device_type() == t);
    CHECK_DONE();
}

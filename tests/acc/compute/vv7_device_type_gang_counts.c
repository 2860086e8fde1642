/* OpenACC 3.3, 2.4 device_type on compute constructs: num_gangs after device_type(host),
 * device_type(nvidia) and device_type(*) chooses the gang count by the device type that runs
 * the region (the clause before any device_type is the default for types not named), seen
 * through 2.5.15's per-gang contributions of a parallel construct's reduction; async after
 * device_type; kernels with per-type sizes (V&V parallel_device_type_*, gcc
 * device_type-1.c style). */
#include <openacc.h>
#include "check.h"
int main(void) {
    acc_device_t t = acc_get_device_type();
    int host = t == acc_device_host, nv = t == acc_device_nvidia;
    int s = 0, u = 0, w = 0;
#pragma acc parallel reduction(+:s) num_gangs(3) device_type(host) num_gangs(2) \
    device_type(nvidia) num_gangs(5)
    { s += 1; }
    CHECK(s == (host ? 2 : nv ? 5 : 3));
#pragma acc parallel reduction(+:u) device_type(host) num_gangs(2) device_type(*) num_gangs(7)
    { u += 1; }
    CHECK(u == (host ? 2 : 7));
    /* the same with async after device_type: queue 3 on the host, 4 elsewhere */
    int v = 0;
#pragma acc parallel copy(v) reduction(+:v) device_type(host) num_gangs(4) async(3) \
    device_type(*) num_gangs(6) async(4)
    { v += 1; }
    acc_wait(host ? 3 : 4);
    CHECK(acc_async_test_all());
    CHECK(v == (host ? 4 : 6));
#pragma acc kernels copy(w) device_type(host) num_gangs(1) device_type(*) num_gangs(4) \
    vector_length(32)
    {
#pragma acc loop gang reduction(+:w)
        for (int i = 0; i < 10; i++) w += i;
    }
    CHECK(w == 45);
    /* a serial construct is one gang whatever the type */
    int one = 0;
#pragma acc serial reduction(+:one) device_type(nvidia) async(1) device_type(host) async(2)
    { one += 1; }
    acc_wait_all();
    CHECK(one == 1);
    CHECK_DONE();
}

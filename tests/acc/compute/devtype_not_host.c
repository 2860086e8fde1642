/* OpenACC 3.3, 2.4 (device_type): of the groups that apply to a device, the one with "the
 * most specific architecture name" is used. oxacc's `not_host` (acc_device_not_host) names
 * every device type but the host: the run-time choice of async/wait took it, while the kernel
 * (num_gangs, loop schedules) ignored it and took the default clauses; a group naming the
 * device type itself wins over `not_host`, which wins over `*`. Counted with atomics from
 * gang-redundant code (2.2.1: every gang runs it). */
#include <openacc.h>
#include "check.h"

int main(void) {
    int host = acc_get_device_type() == acc_device_host;
    int emul = acc_get_device_type() == acc_device_oxacc_emul;
    int k = 0;
#pragma acc parallel copy(k) num_gangs(6) device_type(not_host) num_gangs(2)
    {
#pragma acc atomic update
        k++;
    }
    CHECK(k == (host ? 6 : 2));
    /* The device type's own name is more specific than not_host. */
    k = 0;
#pragma acc parallel copy(k) device_type(not_host) num_gangs(2) device_type(oxacc_emul, host) num_gangs(3)
    {
#pragma acc atomic update
        k++;
    }
    CHECK(k == (host || emul ? 3 : 2));
    /* not_host is more specific than `*`, whichever comes first. */
    k = 0;
#pragma acc parallel copy(k) device_type(*) num_gangs(5) device_type(not_host) num_gangs(2)
    {
#pragma acc atomic update
        k++;
    }
    CHECK(k == (host ? 5 : 2));
    /* async and the sizes from one group: on a device, queue 4 and 2 gangs. */
    k = 0;
#pragma acc parallel copy(k) num_gangs(3) device_type(not_host) num_gangs(2) async(4)
    {
#pragma acc atomic update
        k++;
    }
#pragma acc wait(4)
    CHECK(k == (host ? 3 : 2));
    /* A loop schedule: seq on the devices (every gang runs the 10 iterations), gang on the
     * host. */
    int c = 0;
#pragma acc parallel num_gangs(4) copy(c)
    {
#pragma acc loop device_type(not_host) seq device_type(host) gang
        for (int i = 0; i < 10; i++) {
#pragma acc atomic update
            c++;
        }
    }
    CHECK(c == (host ? 10 : 40));
    CHECK_DONE();
}

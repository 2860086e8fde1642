/* OpenACC 3.3, 2.4 (device_type): the clauses after a device_type clause apply to the device
 * types it names only, and a default clause (before any device_type) applies where no
 * like-named clause of the device type's group overrides it. The emulated device
 * (acc_device_oxacc_emul, `device_type(oxacc_emul)` or `device_type(emul)`) is a device type
 * of its own: its kernel used to be written from the `nvidia` group (launch sizes and loop
 * schedules), while its async/wait choice took its own group, so
 * `device_type(oxacc_emul) num_gangs(2) device_type(nvidia) num_gangs(5)` ran 5 gangs on emul.
 * Each region counts what ran with atomics from gang-redundant code (2.2.1: every gang runs
 * it) or over a loop's iterations. */
#include <openacc.h>
#include "check.h"

int main(void) {
    acc_device_t t = acc_get_device_type();
    int emul = t == acc_device_oxacc_emul, nv = t == acc_device_nvidia;
    /* Each device type its own num_gangs. */
    int k = 0;
#pragma acc parallel copy(k) device_type(oxacc_emul) num_gangs(2) device_type(nvidia) num_gangs(5) device_type(host) num_gangs(3)
    {
#pragma acc atomic update
        k++;
    }
    CHECK(k == (emul ? 2 : nv ? 5 : 3));
    /* A default num_gangs that only nvidia's group overrides. */
    k = 0;
#pragma acc parallel copy(k) num_gangs(4) device_type(nvidia) num_gangs(6)
    {
#pragma acc atomic update
        k++;
    }
    CHECK(k == (nv ? 6 : 4));
    /* The `emul` spelling names the same device type. */
    k = 0;
#pragma acc parallel copy(k) device_type(nvidia) num_gangs(1) device_type(emul) num_gangs(7)
    {
#pragma acc atomic update
        k++;
    }
    CHECK(k == (emul ? 7 : nv ? 1 : k));
    CHECK(k >= 1);
    /* async and the launch size from one group: emul's kernel on queue 5 with 3 gangs. */
    k = 0;
#pragma acc parallel copy(k) device_type(oxacc_emul) num_gangs(3) async(5) device_type(nvidia) num_gangs(1)
    {
#pragma acc atomic update
        k++;
    }
#pragma acc wait(5)
    CHECK(k == (emul ? 3 : nv ? 1 : k));
    /* A loop schedule per device type: `seq` in gang-redundant code runs in every gang
     * (4 x 10 iterations), a gang loop shares its 10 iterations between the gangs. */
    int c = 0;
#pragma acc parallel num_gangs(4) copy(c)
    {
#pragma acc loop device_type(oxacc_emul) seq device_type(nvidia, host) gang
        for (int i = 0; i < 10; i++) {
#pragma acc atomic update
            c++;
        }
    }
    CHECK(c == (emul ? 40 : 10));
    CHECK_DONE();
}

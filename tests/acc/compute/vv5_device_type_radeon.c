/* OpenACC 3.3, appendix A.1.2 (AMD GPU targets: acc_device_radeon, device_type(radeon)) in a
 * portable program that branches on the device type, as the V&V suite's init_device_type,
 * set_device_type and shutdown_device_type programs do: openacc.h declares acc_device_radeon
 * (it was undeclared) and init/set/shutdown accept device_type(radeon) (they were rejected as
 * an unknown device type); no device of the type is available: acc_get_num_devices gives 0
 * (3.2.1), acc_get_device_num -1 (3.2.5), acc_on_device false (3.2.15), acc_get_property 0
 * and NULL (3.2.6), and `set device_type(radeon, T)` takes T, the first type of the list that
 * has a device (2.14.3). */
#include <openacc.h>
#include "check.h"
int main(void) {
    acc_device_t t = acc_get_device_type();
    CHECK(acc_device_radeon != acc_device_nvidia && acc_device_radeon != acc_device_host);
    CHECK(acc_get_num_devices(acc_device_radeon) == 0);
    CHECK(acc_get_device_num(acc_device_radeon) == -1);
    CHECK(!acc_on_device(acc_device_radeon));
    CHECK(acc_get_property(0, acc_device_radeon, acc_property_memory) == 0);
    CHECK(acc_get_property_string(0, acc_device_radeon, acc_property_name) == NULL);
    int on = -1;
#pragma acc parallel copy(on)
    on = acc_on_device(acc_device_radeon);
    CHECK(on == 0);
    if (t == acc_device_radeon) {
#pragma acc init device_type(radeon)
#pragma acc set device_type(radeon)
#pragma acc shutdown device_type(radeon)
        CHECK(0);
    } else if (t == acc_device_nvidia) {
#pragma acc init device_type(nvidia)
#pragma acc set device_type(radeon, nvidia)
    } else if (t == acc_device_host) {
#pragma acc init device_type(host)
#pragma acc set device_type(radeon, host)
    } else {
#pragma acc set device_type(radeon, oxacc_emul)
    }
    CHECK(acc_get_device_type() == t);
    int a[8] = {0};
#pragma acc parallel loop copy(a) device_type(radeon) vector_length(64) device_type(*) vector_length(32)
    for (int i = 0; i < 8; i++) a[i] = i;
    for (int i = 0; i < 8; i++) CHECK(a[i] == i);
    CHECK_DONE();
}

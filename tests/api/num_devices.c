/* spec 3.2.1: acc_get_num_devices counts the devices of a type; the host type has one
 * device; acc_device_none has none; the current type has at least one; not_host is any
 * device but the host. */
#include "check.h"

TEST_MAIN_BEGIN
    CHECK(acc_get_num_devices(acc_device_host) == 1);
    CHECK(acc_get_num_devices(acc_device_none) == 0);
    CHECK(acc_get_num_devices(acc_get_device_type()) >= 1);
    /* not_host: the emulated device when it is the one selected, else NVIDIA's. */
    if (acc_get_device_type() == acc_device_oxacc_emul)
        CHECK(acc_get_num_devices(acc_device_not_host) == acc_get_num_devices(acc_device_oxacc_emul));
    else
        CHECK(acc_get_num_devices(acc_device_not_host) == acc_get_num_devices(acc_device_nvidia));
    CHECK(acc_get_num_devices(acc_device_default) >= 1);
TEST_MAIN_END

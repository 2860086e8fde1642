/* spec 2.14.3 (set), 2.4: `set device_type(a, b)` sets the first type of the list that the
 * implementation supports here (has a device for). Only the first was used: on a machine
 * without a GPU, `set device_type(nvidia, host)` stopped with "device unavailable". */
#include "acc_test.h"

int main(void) {
    acc_device_t t = acc_get_device_type();
    int gpu = acc_get_num_devices(acc_device_nvidia) > 0;
#pragma acc set device_type(nvidia, host)
    CHECK(acc_get_device_type() == (gpu ? acc_device_nvidia : acc_device_host));
    acc_set_device_type(t);
    /* With device_num: the number is of the chosen type. */
#pragma acc set device_type(nvidia, host) device_num(0)
    CHECK(acc_get_device_type() == (gpu ? acc_device_nvidia : acc_device_host));
    CHECK(acc_get_device_num(acc_get_device_type()) == 0);
    acc_set_device_type(t);
    /* The first of the list when it has a device. */
#pragma acc set device_type(host, nvidia)
    CHECK(acc_get_device_type() == acc_device_host);
    acc_set_device_type(t);
    float x = 1.0f;
#pragma acc set device_type(nvidia, host) if(x > 2)
    CHECK(acc_get_device_type() == t);
#pragma acc serial copy(x)
    x += 1.0f;
    CHECK(x == 2.0f);
    return 0;
}

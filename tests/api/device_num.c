/* spec 3.2.4, 3.2.5: acc_set_device_num / acc_get_device_num; device 0 always exists; a negative
 * number reverts to the default; acc_get_device_num of a type without devices is -1. */
#include "check.h"

TEST_MAIN_BEGIN
    acc_device_t t = acc_get_device_type();
    CHECK(acc_get_device_num(t) == 0);
    acc_set_device_num(0, t);
    CHECK(acc_get_device_num(t) == 0);
    CHECK(acc_get_device_type() == t);
    acc_set_device_num(0, acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_device_num(acc_device_host) == 0);
    acc_set_device_num(-1, acc_device_host); /* negative: the default number */
    CHECK(acc_get_device_num(acc_device_host) == 0);
    acc_set_device_num(0, acc_device_none); /* zero type: keep the current type */
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_device_num((acc_device_t)77) == -1); /* unsupported type */
    if (acc_get_num_devices(acc_device_nvidia) == 0) CHECK(acc_get_device_num(acc_device_nvidia) == -1);
TEST_MAIN_END

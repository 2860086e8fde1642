/* spec 3.2.4, 3.2.5: acc_set_device_num / acc_get_device_num; device 0 always exists. */
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
TEST_MAIN_END

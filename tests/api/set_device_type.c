/* spec 3.2.2, 3.2.3: acc_set_device_type changes the current device type of the thread;
 * setting it back restores the previous device. */
#include "check.h"

TEST_MAIN_BEGIN
    acc_device_t t = acc_get_device_type();
    acc_set_device_type(acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(shared_memory());
    acc_set_device_type(t);
    CHECK(acc_get_device_type() == t);
TEST_MAIN_END

/* spec 3.2.15: called from host code, acc_on_device is true for acc_device_host only. */
#include "check.h"

TEST_MAIN_BEGIN
    CHECK(acc_on_device(acc_device_host));
    CHECK(!acc_on_device(acc_device_not_host));
    CHECK(!acc_on_device(acc_device_nvidia));
    CHECK(!acc_on_device(acc_device_none));
TEST_MAIN_END

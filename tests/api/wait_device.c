/* spec 3.2.9, 3.2.10, 3.2.11: the _device variants on device 0 of the current type. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[1000];
    fill(a, 1000, 1.0f);
    acc_copyin_async(a, sizeof a, 1);
    acc_wait_device(1, 0);
    CHECK(acc_async_test_device(1, 0));
    acc_update_device_async(a, sizeof a, 2);
    acc_wait_device_async(2, 3, 0);
    acc_wait_all_device_async(4, 0);
    acc_wait_all_device(0);
    CHECK(acc_async_test_all_device(0));
    acc_delete(a, sizeof a);
TEST_MAIN_END

/* spec 3.2.13, 3.2.14, 2.16.1: acc-default-async-var starts as acc_async_noval; async operations
 * with acc_async_noval go to the queue it names; acc_async_default restores it. */
#include "check.h"

TEST_MAIN_BEGIN
    CHECK(acc_get_default_async() == acc_async_noval);
    acc_set_default_async(9);
    CHECK(acc_get_default_async() == 9);
    float a[1024];
    fill(a, 1024, 1.0f);
    acc_copyin_async(a, sizeof a, acc_async_noval); /* goes to queue 9 */
    acc_wait(9);
    CHECK(acc_async_test(acc_async_noval));
    acc_set_default_async(acc_async_default);
    CHECK(acc_get_default_async() == acc_async_noval);
    acc_update_device_async(a, sizeof a, acc_async_noval);
    acc_wait(acc_async_noval);
    CHECK(acc_async_test(acc_async_noval));
    acc_set_default_async(acc_async_sync);
    acc_update_self_async(a, sizeof a, acc_async_noval); /* synchronous */
    acc_set_default_async(acc_async_default);
    acc_delete(a, sizeof a);
TEST_MAIN_END

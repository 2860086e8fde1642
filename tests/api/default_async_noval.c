/* spec 2.14.3 (set directive restrictions): "Passing default_async the value of
 * acc_async_noval has no effect"; acc_set_default_async is functionally equivalent (3.2.14).
 * acc-default-async-var used to be reset to its initial value instead, so a later bare
 * `async` went to another queue than the one the program had chosen. */
#include "check.h"

TEST_MAIN_BEGIN
    acc_set_default_async(5);
    acc_set_default_async(acc_async_noval);
    CHECK(acc_get_default_async() == 5);
    acc_set_default_async(acc_async_sync);
    acc_set_default_async(acc_async_noval);
    CHECK(acc_get_default_async() == acc_async_sync);
    acc_set_default_async(acc_async_default);
    CHECK(acc_get_default_async() == acc_async_noval);
    acc_set_default_async(acc_async_noval);
    CHECK(acc_get_default_async() == acc_async_noval);
    /* The set directive's default_async clause calls the same code
     * (__oxacc_set_default_async). */
    acc_set_default_async(7);
    acc_set_default_async(acc_async_noval);
    CHECK(acc_get_default_async() == 7);
    float a[256];
    fill(a, 256, 1.0f);
    acc_copyin_async(a, sizeof a, acc_async_noval); /* goes to queue 7 */
    acc_wait(7);
    CHECK(acc_async_test(acc_async_noval));
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    acc_set_default_async(acc_async_default);
TEST_MAIN_END

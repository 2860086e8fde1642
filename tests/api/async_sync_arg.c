/* spec 2.16.1: acc_async_sync as an async-argument makes the _async routines synchronous. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[64];
    fill(a, 64, 1.0f);
    acc_copyin_async(a, sizeof a, acc_async_sync);
    CHECK(acc_is_present(a, sizeof a));
    float n[64];
    fill(n, 64, 5.0f);
    write_device(a, n, sizeof n);
    acc_copyout_async(a, sizeof a, acc_async_sync);
    CHECK(same(a, 64, 5.0f));
TEST_MAIN_END

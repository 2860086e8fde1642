/* spec 3.2.12: acc_wait_any returns the index of a finished queue, or -1 when count is zero or
 * every element is acc_async_sync. */
#include "check.h"

TEST_MAIN_BEGIN
    int none[2] = {acc_async_sync, acc_async_sync};
    CHECK(acc_wait_any(0, none) == -1);
    CHECK(acc_wait_any(2, none) == -1);
    float a[256];
    fill(a, 256, 1.0f);
    acc_copyin_async(a, sizeof a, 5);
    int qs[3] = {acc_async_sync, 5, 6};
    int i = acc_wait_any(3, qs);
    CHECK(i == 1 || i == 2);
    CHECK(acc_async_test(qs[i]));
    i = acc_wait_any_device(3, qs, 0);
    CHECK(i == 1 || i == 2);
    acc_wait_all();
    acc_delete(a, sizeof a);
TEST_MAIN_END

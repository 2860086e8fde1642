/* spec 3.2.18, 3.2.19: acc_create_async / acc_delete_async and the _finalize_async forms. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[128];
    fill(a, 128, 1.0f);
    acc_create_async(a, sizeof a, 2);
    acc_create_async(a, sizeof a, 2);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete_async(a, sizeof a, 2);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete_finalize_async(a, sizeof a, 2);
    acc_wait(2);
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
    acc_copyin_async(a, sizeof a, 3);
    acc_copyout_finalize_async(a, sizeof a, 3);
    acc_wait_all();
    CHECK(same(a, 128, 1.0f));
TEST_MAIN_END

/* spec 3.2.30: acc_memcpy_d2d copies between the device copies of two host arrays without
 * touching host memory; same pointers and devices is no action. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[32], b[32];
    fill(a, 32, 1.0f);
    fill(b, 32, 100.0f);
    acc_copyin(a, sizeof a);
    acc_copyin(b, sizeof b);
    acc_memcpy_d2d(b, a, sizeof a, 0, 0);
    if (!shared_memory()) CHECK(same(b, 32, 100.0f));
    acc_update_self(b, sizeof b);
    CHECK(same(b, 32, 1.0f));
    acc_memcpy_d2d(a, a, sizeof a, 0, 0);
    fill(a, 32, 3.0f);
    acc_update_device(a, sizeof a);
    acc_memcpy_d2d_async(b, a, sizeof a, 0, 0, 5);
    acc_wait(5);
    acc_update_self(b, sizeof b);
    CHECK(same(b, 32, 3.0f));
    acc_delete(a, sizeof a);
    acc_delete(b, sizeof b);
TEST_MAIN_END

/* spec 3.2.19, 2.7.2 (delete action): acc_delete deallocates without copying back. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[32];
    fill(a, 32, 1.0f);
    acc_copyin(a, sizeof a);
    if (!shared_memory()) {
        float n[32];
        fill(n, 32, 9.0f);
        write_device(a, n, sizeof n);
    }
    acc_delete(a, sizeof a);
    CHECK(same(a, 32, 1.0f));
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END

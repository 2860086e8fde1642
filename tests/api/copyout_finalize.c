/* spec 3.2.19, 2.6.7: acc_copyout_finalize sets the dynamic reference counter to zero and
 * copies out at once. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[8];
    fill(a, 8, 1.0f);
    for (int i = 0; i < 3; i++) acc_copyin(a, sizeof a);
    float n[8];
    fill(n, 8, 4.0f);
    write_device(a, n, sizeof n);
    acc_copyout_finalize(a, sizeof a);
    CHECK(same(a, 8, 4.0f));
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END

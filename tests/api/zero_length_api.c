/* spec 3.2.19 with zero bytes: acc_copyin(p, 0) maps nothing, so acc_copyout(p, 0) and
 * acc_delete(p, 0) have nothing to find and do nothing, as the enter/exit data directives do
 * for a zero-length section (acc_delete(p, 0) stopped with not_present). */
#include "check.h"

TEST_MAIN_BEGIN
    float a[8];
    fill(a, 8, 2.0f);
    acc_copyin(a, 0);
    acc_delete(a, 0);
    acc_create(a, 0);
    acc_copyout(a, 0);
    acc_copyout_finalize(a, 0);
    acc_delete_finalize(a, 0);
    CHECK(same(a, 8, 2.0f));
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END

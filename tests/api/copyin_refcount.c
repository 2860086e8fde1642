/* spec 2.6.7, 3.2.18, 3.2.19: acc_copyin on present data increments the dynamic reference
 * counter; the data stays present (and is not copied back) until acc_copyout brings the
 * counter to zero. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[64];
    fill(a, 64, 1.0f);
    void *d1 = acc_copyin(a, sizeof a);
    void *d2 = acc_copyin(a, sizeof a);
    CHECK(d1 != NULL && d1 == d2);
    CHECK(acc_is_present(a, sizeof a));
    if (!shared_memory()) {
        float b[64];
        fill(b, 64, 100.0f);
        write_device(a, b, sizeof b);
        acc_copyout(a, sizeof a); /* counter 2 -> 1: no copy */
        CHECK(acc_is_present(a, sizeof a));
        CHECK(same(a, 64, 1.0f));
        acc_copyout(a, sizeof a); /* counter 1 -> 0: copyout action */
        CHECK(!acc_is_present(a, sizeof a));
        CHECK(same(a, 64, 100.0f));
    } else {
        CHECK(d1 == (void *)a);
        acc_copyout(a, sizeof a);
        acc_copyout(a, sizeof a);
        CHECK(same(a, 64, 1.0f));
    }
TEST_MAIN_END

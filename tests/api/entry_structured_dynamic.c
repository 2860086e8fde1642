/* spec 2.6.7 through the compiler entry points: a data construct (structured counter) and
 * acc_copyin (dynamic counter) on the same data; the data stays present until both counters are
 * zero, and is copied back only then. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    float a[32];
    fill(a, 32, 1.0f);
    struct __oxacc_clause c = {__OXACC_COPY, 0, a, sizeof a, NULL, "a", "t.c:1", NULL};
    __oxacc_data_enter(&c, 1, acc_async_sync, NULL, 0);
    CHECK(c.dev == acc_deviceptr(a));
    acc_copyin(a, sizeof a);
    float n[32];
    fill(n, 32, 40.0f);
    write_device(a, n, sizeof n);
    __oxacc_data_exit(&c, 1, acc_async_sync, NULL, 0);
    CHECK(acc_is_present(a, sizeof a));
    if (!shared_memory()) CHECK(same(a, 32, 1.0f)); /* structured exit did not copy out */
    acc_copyout(a, sizeof a);
    CHECK(same(a, 32, 40.0f));
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END

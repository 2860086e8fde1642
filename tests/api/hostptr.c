/* spec 3.2.24: acc_hostptr maps a device address (anywhere in a mapping) back to the host. */
#include "check.h"

TEST_MAIN_BEGIN
    int a[40];
    for (int i = 0; i < 40; i++) a[i] = i;
    int *d = (int *)acc_copyin(a, sizeof a);
    CHECK(acc_hostptr(d) == a);
    CHECK(acc_hostptr(d + 39) == &a[39]);
    CHECK(acc_hostptr(NULL) == NULL);
    acc_delete(a, sizeof a);
    if (!shared_memory()) CHECK(acc_hostptr(d) == NULL);
TEST_MAIN_END

/* spec 3.2.25: acc_is_present is true only when the whole section is present; zero bytes
 * count as one. */
#include "check.h"

TEST_MAIN_BEGIN
    char a[100];
    memset(a, 0, sizeof a);
    acc_copyin(a + 10, 50);
    CHECK(acc_is_present(a + 10, 50));
    CHECK(acc_is_present(a + 20, 10));
    CHECK(acc_is_present(a + 59, 0));
    if (!shared_memory()) {
        CHECK(!acc_is_present(a, 100));
        CHECK(!acc_is_present(a + 10, 51));
        CHECK(!acc_is_present(a + 9, 2));
        CHECK(!acc_is_present(a + 60, 0));
    }
    acc_delete(a + 10, 50);
TEST_MAIN_END

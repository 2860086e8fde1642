/* spec 2.7.2 (present decrement), 3.2.21: memory mapped by acc_map_data keeps its dynamic count at
 * one except through acc_unmap_data: copyin/delete pairs and even acc_delete_finalize leave it
 * present and never free the user's memory. */
#include "check.h"

TEST_MAIN_BEGIN
    if (shared_memory()) return 0;
    float a[16];
    fill(a, 16, 2.0f);
    void *d = acc_malloc(sizeof a);
    acc_map_data(a, d, sizeof a);
    CHECK(acc_copyin(a, sizeof a) == d);
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete_finalize(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_copyout(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_unmap_data(a);
    CHECK(!acc_is_present(a, sizeof a));
    acc_free(d);
TEST_MAIN_END

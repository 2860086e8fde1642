/* spec 3.2.19, 2.6.7: acc_delete_finalize ends the lifetime whatever the dynamic count. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[8];
    fill(a, 8, 1.0f);
    for (int i = 0; i < 5; i++) acc_create(a, sizeof a);
    acc_delete_finalize(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
    CHECK(same(a, 8, 1.0f));
TEST_MAIN_END

/* spec 3.2.18: acc_present_or_copyin / acc_pcopyin / acc_present_or_create / acc_pcreate are
 * the OpenACC 2.0 names of acc_copyin and acc_create. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[16];
    fill(a, 16, 1.0f);
    void *d = acc_present_or_copyin(a, sizeof a);
    CHECK(acc_pcopyin(a, sizeof a) == d);
    CHECK(acc_present_or_create(a, sizeof a) == d);
    CHECK(acc_pcreate(a, sizeof a) == d);
    for (int i = 0; i < 3; i++) acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END

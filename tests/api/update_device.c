/* spec 3.2.20: acc_update_device copies host data to the device copy. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[50], b[50];
    fill(a, 50, 1.0f);
    acc_copyin(a, sizeof a);
    fill(a, 50, 20.0f);
    acc_update_device(a, sizeof a);
    read_device(b, a, sizeof b);
    CHECK(same(b, 50, 20.0f));
    /* a subsection */
    a[10] = -1.0f;
    acc_update_device(&a[10], sizeof(float));
    read_device(b, a, sizeof b);
    CHECK(b[10] == -1.0f && b[11] == 31.0f);
    acc_delete(a, sizeof a);
TEST_MAIN_END

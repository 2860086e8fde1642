/* spec 3.2.20: acc_update_self copies the device copy to host memory. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[50];
    fill(a, 50, 1.0f);
    acc_copyin(a, sizeof a);
    float n[50];
    fill(n, 50, 70.0f);
    write_device(a, n, sizeof n);
    acc_update_self(&a[5], 10 * sizeof(float));
    CHECK(a[5] == 75.0f && a[14] == 84.0f);
    CHECK(shared_memory() || a[4] == 5.0f);
    acc_update_self(a, sizeof a);
    CHECK(same(a, 50, 70.0f));
    acc_delete(a, sizeof a);
TEST_MAIN_END

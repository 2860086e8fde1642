/* spec 3.2.20: with bytes zero no action is taken (even for data that is not present or null). */
#include "check.h"

TEST_MAIN_BEGIN
    float a[4] = {1, 2, 3, 4};
    acc_update_device(a, 0);
    acc_update_self(a, 0);
    acc_update_device(NULL, 0);
    acc_update_self_async(NULL, 0, 1);
    acc_wait(1);
    CHECK(a[0] == 1.0f);
TEST_MAIN_END

/* spec 3.2.19, 2.7.2 (copyout action): acc_copyout copies device data back and deallocates. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[32];
    fill(a, 32, 0.0f);
    acc_copyin(a, sizeof a);
    float n[32];
    fill(n, 32, 9.0f);
    write_device(a, n, sizeof n);
    acc_copyout(a, sizeof a);
    CHECK(same(a, 32, 9.0f));
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END

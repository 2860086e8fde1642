/* spec 3.2.18, 2.7.2 (create action): acc_create allocates without copying. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[64];
    fill(a, 64, 1.0f);
    void *d = acc_create(a, sizeof a);
    CHECK(d != NULL && acc_is_present(a, sizeof a));
    float z[64];
    fill(z, 64, 50.0f);
    acc_memcpy_to_device(d, z, sizeof z);
    acc_copyout(a, sizeof a);
    CHECK(same(a, 64, 50.0f));
TEST_MAIN_END

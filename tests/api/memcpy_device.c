/* spec 3.2.28: acc_memcpy_device copies device to device. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[64], b[64];
    fill(a, 64, 6.0f);
    void *d1 = acc_malloc(sizeof a), *d2 = acc_malloc(sizeof a);
    acc_memcpy_to_device(d1, a, sizeof a);
    acc_memcpy_device(d2, d1, sizeof a);
    acc_memcpy_from_device(b, d2, sizeof b);
    CHECK(same(b, 64, 6.0f));
    fill(a, 64, 9.0f);
    acc_memcpy_to_device(d1, a, sizeof a);
    acc_memcpy_device_async(d2, d1, sizeof a, 2);
    acc_wait(2);
    acc_memcpy_from_device(b, d2, sizeof b);
    CHECK(same(b, 64, 9.0f));
    acc_free(d1);
    acc_free(d2);
TEST_MAIN_END

/* spec 3.2.9: acc_async_test is true for a queue with no pending work (or never used), and
 * after acc_wait; acc_async_test_all likewise; acc_async_sync tests true. */
#include "check.h"

TEST_MAIN_BEGIN
    CHECK(acc_async_test(42));
    CHECK(acc_async_test_all());
    CHECK(acc_async_test(acc_async_sync));
    enum { N = 1 << 20 };
    float *a = malloc(N * sizeof(float));
    fill(a, N, 0.0f);
    acc_copyin_async(a, N * sizeof(float), 42);
    acc_wait(42);
    CHECK(acc_async_test(42));
    CHECK(acc_async_test_device(42, 0));
    CHECK(acc_async_test_all());
    CHECK(acc_async_test_all_device(0));
    acc_delete(a, N * sizeof(float));
    free(a);
TEST_MAIN_END

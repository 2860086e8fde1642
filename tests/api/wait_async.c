/* spec 3.2.11, 2.16.3: acc_wait_async(q1, q2) makes later work on q2 wait for q1 without blocking
 * the host: an update on q1 is seen by a device-to-device copy queued on q2. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { N = 1 << 19 };
    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float)), *c = malloc(N * sizeof(float));
    fill(a, N, 0.0f);
    fill(b, N, 0.0f);
    acc_copyin(a, N * sizeof(float));
    acc_copyin(b, N * sizeof(float));
    fill(a, N, 11.0f);
    acc_update_device_async(a, N * sizeof(float), 1);
    acc_wait_async(1, 2);
    acc_memcpy_device_async(acc_deviceptr(b), acc_deviceptr(a), N * sizeof(float), 2);
    acc_update_self_async(b, N * sizeof(float), 2);
    acc_wait(2);
    CHECK(same(b, N, 11.0f));
    acc_wait_all_async(3);
    acc_wait(3);
    CHECK(acc_async_test_all());
    read_device(c, a, N * sizeof(float));
    CHECK(same(c, N, 11.0f));
    acc_delete(a, N * sizeof(float));
    acc_delete(b, N * sizeof(float));
    free(a);
    free(b);
    free(c);
TEST_MAIN_END

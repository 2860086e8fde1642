/* spec 3.2.26, 3.2.27: acc_memcpy_to_device / acc_memcpy_from_device, sync and async; zero bytes
 * is no action. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { N = 1 << 18 };
    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float));
    fill(a, N, 0.5f);
    void *d = acc_malloc(N * sizeof(float));
    acc_memcpy_to_device(d, a, N * sizeof(float));
    acc_memcpy_from_device(b, d, N * sizeof(float));
    CHECK(same(b, N, 0.5f));
    fill(a, N, 2.0f);
    acc_memcpy_to_device_async(d, a, N * sizeof(float), 4);
    memset(b, 0, N * sizeof(float));
    acc_memcpy_from_device_async(b, d, N * sizeof(float), 4);
    acc_wait(4);
    CHECK(same(b, N, 2.0f));
    acc_memcpy_to_device(d, NULL, 0);
    acc_memcpy_from_device(NULL, d, 0);
    acc_free(d);
    free(a);
    free(b);
TEST_MAIN_END

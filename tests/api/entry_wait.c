/* spec 2.16.3 (wait directive), 2.16.2 (wait clause) through __oxacc_wait and the wait lists of
 * the entry points: a copy queued on queue 2 after waiting for queue 1 sees queue 1's update. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    enum { N = 1 << 18 };
    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float));
    fill(a, N, 0.0f);
    fill(b, N, 0.0f);
    acc_copyin(a, N * sizeof(float));
    acc_copyin(b, N * sizeof(float));
    fill(a, N, 3.0f);
    acc_update_device_async(a, N * sizeof(float), 1);
    int w[1] = {1};
    struct __oxacc_clause u = {__OXACC_UPDATE_SELF, 0, b, N * sizeof(float), NULL, "b", NULL, NULL};
    __oxacc_wait(w, 1, 2);
    acc_memcpy_device_async(acc_deviceptr(b), acc_deviceptr(a), N * sizeof(float), 2);
    __oxacc_update(&u, 1, 3, (int[]){2}, 1);
    __oxacc_wait(NULL, 0, acc_async_sync);
    CHECK(acc_async_test_all());
    CHECK(same(b, N, 3.0f));
    acc_delete(a, N * sizeof(float));
    acc_delete(b, N * sizeof(float));
    free(a);
    free(b);
TEST_MAIN_END

/* spec 2.7.8, 2.7.9 (zero modifier): create/copyout with zero fill the new device memory with
 * zeros. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    enum { N = 4096 };
    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float));
    fill(a, N, 5.0f);
    struct __oxacc_clause c = {__OXACC_CREATE, __OXACC_ZERO, a, N * sizeof(float), NULL, "a", NULL, NULL};
    __oxacc_data_enter(&c, 1, acc_async_sync, NULL, 0);
    acc_memcpy_from_device(b, c.dev, N * sizeof(float));
    for (int i = 0; i < N; i++) CHECK(shared_memory() ? b[i] == a[i] : b[i] == 0.0f);
    __oxacc_data_exit(&c, 1, acc_async_sync, NULL, 0);
    struct __oxacc_clause o = {__OXACC_COPYOUT, __OXACC_ZERO, a, N * sizeof(float), NULL, "a", NULL, NULL};
    __oxacc_data_enter(&o, 1, 2, NULL, 0);
    __oxacc_data_exit(&o, 1, 2, NULL, 0);
    acc_wait(2);
    for (int i = 0; i < N; i++) CHECK(shared_memory() ? a[i] == 5.0f + (float)i : a[i] == 0.0f);
    free(a);
    free(b);
TEST_MAIN_END

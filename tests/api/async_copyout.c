/* spec 2.16, 3.2.19: after acc_copyout_async the data is not present at once; the host copy is
 * complete after acc_wait. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { N = 50000 };
    float *a = malloc(N * sizeof(float)), *n = malloc(N * sizeof(float));
    fill(a, N, 1.0f);
    acc_copyin(a, N * sizeof(float));
    fill(n, N, 2.0f);
    write_device(a, n, N * sizeof(float));
    acc_copyout_async(a, N * sizeof(float), 7);
    CHECK(acc_is_present(a, N * sizeof(float)) == shared_memory());
    acc_wait(7);
    CHECK(same(a, N, 2.0f));
    free(a);
    free(n);
TEST_MAIN_END

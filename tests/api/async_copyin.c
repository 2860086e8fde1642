/* spec 2.16, 3.2.18: acc_copyin_async starts the copy on a queue and the data is treated as
 * present at once; after acc_wait the device copy holds the data. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { N = 100000 };
    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float));
    fill(a, N, 1.0f);
    acc_copyin_async(a, N * sizeof(float), 1);
    CHECK(acc_is_present(a, N * sizeof(float)));
    acc_wait(1);
    read_device(b, a, N * sizeof(float));
    CHECK(same(b, N, 1.0f));
    acc_delete(a, N * sizeof(float));
    free(a);
    free(b);
TEST_MAIN_END

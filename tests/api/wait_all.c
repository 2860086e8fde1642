/* spec 3.2.10: acc_wait_all waits for every queue; acc_wait on a queue never used returns. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { Q = 6, N = 20000 };
    float *a[Q];
    acc_wait(17);
    for (int q = 0; q < Q; q++) {
        a[q] = malloc(N * sizeof(float));
        fill(a[q], N, (float)q);
        acc_copyin_async(a[q], N * sizeof(float), q);
    }
    acc_wait_all();
    CHECK(acc_async_test_all());
    for (int q = 0; q < Q; q++) {
        float *b = malloc(N * sizeof(float));
        read_device(b, a[q], N * sizeof(float));
        CHECK(same(b, N, (float)q));
        acc_delete(a[q], N * sizeof(float));
        free(b);
        free(a[q]);
    }
TEST_MAIN_END

/* spec 3.2.16 (acc_free) and 2.16: acc_free of device memory that copies queued on async
 * queues still write. A GPU's cuMemFree waits for the device, so the queued copies finish
 * first; the host device and emul freed the block at once and a queue's worker died of
 * SIGSEGV with no message (the host device always, emul now and then). acc_free now waits
 * for the busy queues on every device type. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { N = 1 << 20 };
    float *a = malloc(N * sizeof(float));
    float *b = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) a[i] = (float)i;
    for (int rep = 0; rep < 4; rep++) {
        float *d = acc_malloc(N * sizeof(float));
        CHECK(d != NULL);
        for (int k = 0; k < 8; k++) /* enough work that the queues are busy at the free */
            acc_memcpy_to_device_async(d, a, N * sizeof(float), 1 + k % 2);
        acc_free(d);
    }
    /* the queues are idle now: a new block is neither written nor read by the old copies */
    float *d = acc_malloc(N * sizeof(float));
    acc_memcpy_to_device(d, a, N * sizeof(float));
    acc_memcpy_from_device(b, d, N * sizeof(float));
    acc_free(d);
    CHECK(acc_async_test_all() != 0);
    CHECK(b[N - 1] == (float)(N - 1));
    acc_wait_all();
    printf("ok\n");
    free(a);
    free(b);
TEST_MAIN_END

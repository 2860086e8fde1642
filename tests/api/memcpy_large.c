/* spec 3.2.26, 3.2.27, issue item 6: large transfers (which take the pinned staging path on the
 * GPU, sync and async) are exact, including sizes that are not a multiple of the staging chunk. */
#include "check.h"

TEST_MAIN_BEGIN
    size_t n = (size_t)(37u << 20) + 12345;
    unsigned char *a = malloc(n), *b = malloc(n);
    for (size_t i = 0; i < n; i++) a[i] = (unsigned char)(i * 2654435761u >> 13);
    void *d = acc_malloc(n);
    CHECK(d != NULL);
    acc_memcpy_to_device(d, a, n);
    memset(b, 0, n);
    acc_memcpy_from_device(b, d, n);
    CHECK(memcmp(a, b, n) == 0);
    acc_copyin(a, n);
    memset(b, 0, n);
    read_device(b, a, n);
    CHECK(memcmp(a, b, n) == 0);
    acc_delete(a, n);
    /* the same through an async queue (staged on the GPU after the queue drains) */
    acc_copyin_async(a, n, 2);
    memset(b, 0, n);
    acc_memcpy_from_device_async(b, acc_deviceptr(a), n, 2);
    acc_wait(2);
    CHECK(memcmp(a, b, n) == 0);
    for (size_t i = 0; i < n; i += 4096) b[i] = (unsigned char)(b[i] + 1);
    acc_memcpy_to_device_async(acc_deviceptr(a), b, n, 3);
    acc_wait_async(3, 2);
    acc_copyout_async(a, n, 2);
    acc_wait(2);
    CHECK(memcmp(a, b, n) == 0);
    acc_free(d);
    free(a);
    free(b);
TEST_MAIN_END

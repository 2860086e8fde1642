/* spec 2.6.7, 3.2.23, issue item 4: 20,000 live mappings; every lookup by an interior
 * address finds its own mapping. */
#include "check.h"

TEST_MAIN_BEGIN
    enum { N = 20000, STRIDE = 64, LEN = 40 };
    char *buf = malloc((size_t)N * STRIDE);
    for (size_t i = 0; i < (size_t)N * STRIDE; i++) buf[i] = (char)i;
    char **dev = malloc(N * sizeof(char *));
    for (int i = 0; i < N; i++) dev[i] = (char *)acc_copyin(buf + (size_t)i * STRIDE, LEN);
    for (int i = 0; i < N; i++) {
        CHECK(acc_deviceptr(buf + (size_t)i * STRIDE + (i % LEN)) == dev[i] + (i % LEN));
        CHECK(acc_is_present(buf + (size_t)i * STRIDE, LEN));
        if (!shared_memory()) CHECK(!acc_is_present(buf + (size_t)i * STRIDE + LEN, 1));
    }
    for (int i = 0; i < N; i += 997) {
        char tmp[LEN];
        acc_memcpy_from_device(tmp, dev[i], LEN);
        CHECK(memcmp(tmp, buf + (size_t)i * STRIDE, LEN) == 0);
    }
    for (int i = 0; i < N; i++) acc_delete(buf + (size_t)i * STRIDE, LEN);
    CHECK(acc_is_present(buf, 1) == shared_memory());
    free(dev);
    free(buf);
TEST_MAIN_END

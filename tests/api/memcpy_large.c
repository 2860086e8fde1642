/* spec 3.2.26, 3.2.27, issue item 6: large transfers (which take the pinned staging path on the
 * GPU) are exact, including sizes that are not a multiple of the staging chunk. */
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
    acc_free(d);
    free(a);
    free(b);
TEST_MAIN_END

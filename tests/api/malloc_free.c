/* spec 3.2.16, 3.2.17: acc_malloc returns device memory (null for zero bytes); acc_free
 * releases it (null is allowed). */
#include "check.h"

TEST_MAIN_BEGIN
    CHECK(acc_malloc(0) == NULL);
    acc_free(NULL);
    float a[256], b[256];
    fill(a, 256, 5.0f);
    void *d = acc_malloc(sizeof a);
    CHECK(d != NULL);
    acc_memcpy_to_device(d, a, sizeof a);
    memset(b, 0, sizeof b);
    acc_memcpy_from_device(b, d, sizeof b);
    CHECK(same(b, 256, 5.0f));
    CHECK(acc_hostptr(d) == NULL || shared_memory());
    acc_free(d);
TEST_MAIN_END

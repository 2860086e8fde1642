/* spec 3.2.21, 3.2.22: acc_map_data makes device memory from acc_malloc the device copy of host
 * data (dynamic count one, no transfer); acc_unmap_data ends it without freeing. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[64], b[64];
    fill(a, 64, 1.0f);
    if (shared_memory()) return 0; /* undefined for shared memory (spec 3.2.21) */
    float *d = (float *)acc_malloc(sizeof a);
    fill(b, 64, 8.0f);
    acc_memcpy_to_device(d, b, sizeof b);
    acc_map_data(a, d, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    CHECK(acc_deviceptr(a) == d && acc_deviceptr(&a[3]) == d + 3);
    CHECK(acc_hostptr(d + 2) == &a[2]);
    CHECK(same(a, 64, 1.0f)); /* no data movement */
    acc_update_self(a, sizeof a);
    CHECK(same(a, 64, 8.0f));
    acc_unmap_data(a);
    CHECK(!acc_is_present(a, sizeof a));
    acc_memcpy_from_device(b, d, sizeof b); /* still allocated */
    CHECK(same(b, 64, 8.0f));
    acc_free(d);
TEST_MAIN_END

/* spec 2.7.10: no_create uses the device copy when present (counting a reference) and the
 * local address otherwise, without allocating. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    float a[8], b[8];
    fill(a, 8, 1.0f);
    fill(b, 8, 1.0f);
    acc_copyin(a, sizeof a);
    size_t before = __oxacc_device_bytes_in_use();
    struct __oxacc_clause cl[2] = {
        {__OXACC_NO_CREATE, 0, a, sizeof a, NULL, "a", NULL, NULL},
        {__OXACC_NO_CREATE, 0, b, sizeof b, NULL, "b", NULL, NULL},
    };
    __oxacc_data_enter(cl, 2, acc_async_sync, NULL, 0);
    CHECK(cl[0].dev == acc_deviceptr(a));
    CHECK(cl[1].dev == (void *)b);
    CHECK(__oxacc_device_bytes_in_use() == before);
    acc_delete(a, sizeof a); /* dynamic 1 -> 0, structured still 1 */
    CHECK(acc_is_present(a, sizeof a));
    __oxacc_data_exit(cl, 2, acc_async_sync, NULL, 0);
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
    CHECK(acc_is_present(b, sizeof b) == shared_memory());
TEST_MAIN_END

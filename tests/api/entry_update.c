/* spec 2.14.4 (update directive) through __oxacc_update: device and self directions, async,
 * and if_present skipping data that is not present. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    float a[16], b[16], tmp[16];
    fill(a, 16, 1.0f);
    fill(b, 16, 1.0f);
    acc_copyin(a, sizeof a);
    fill(a, 16, 7.0f);
    struct __oxacc_clause u[2] = {
        {__OXACC_UPDATE_DEVICE, 0, a, sizeof a, NULL, "a", NULL, NULL},
        {__OXACC_UPDATE_DEVICE, __OXACC_IF_PRESENT, b, sizeof b, NULL, "b", NULL, NULL},
    };
    __oxacc_update(u, 2, acc_async_sync, NULL, 0);
    read_device(tmp, a, sizeof tmp);
    CHECK(same(tmp, 16, 7.0f));
    fill(tmp, 16, 9.0f);
    write_device(a, tmp, sizeof tmp);
    u[0].kind = __OXACC_UPDATE_SELF;
    u[1].kind = __OXACC_UPDATE_SELF;
    __oxacc_update(u, 2, 1, NULL, 0);
    acc_wait(1);
    CHECK(same(a, 16, 9.0f));
    acc_delete(a, sizeof a);
TEST_MAIN_END

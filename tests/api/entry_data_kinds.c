/* spec 2.7.6 - 2.7.9 through __oxacc_data_enter/__oxacc_data_exit: copy and copyout copy back at
 * the end of the region, copyin and create do not; every clause gets its device address. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    float a[8], b[8], c[8], d[8];
    fill(a, 8, 1.0f);
    fill(b, 8, 2.0f);
    fill(c, 8, 3.0f);
    fill(d, 8, 4.0f);
    struct __oxacc_clause cl[4] = {
        {__OXACC_COPY, 0, a, sizeof a, NULL, "a", NULL, NULL},
        {__OXACC_COPYIN, __OXACC_READONLY, b, sizeof b, NULL, "b", NULL, NULL},
        {__OXACC_COPYOUT, 0, c, sizeof c, NULL, "c", NULL, NULL},
        {__OXACC_CREATE, 0, d, sizeof d, NULL, "d", NULL, NULL},
    };
    __oxacc_data_enter(cl, 4, acc_async_sync, NULL, 0);
    float tmp[8];
    for (int i = 0; i < 4; i++) {
        CHECK(cl[i].dev != NULL && cl[i].dev == acc_deviceptr(cl[i].host));
        fill(tmp, 8, 100.0f * (float)(i + 1));
        acc_memcpy_to_device(cl[i].dev, tmp, sizeof tmp);
    }
    __oxacc_data_exit(cl, 4, acc_async_sync, NULL, 0);
    CHECK(same(a, 8, 100.0f));
    CHECK(same(c, 8, 300.0f));
    if (!shared_memory()) {
        CHECK(same(b, 8, 2.0f));
        CHECK(same(d, 8, 4.0f));
        for (int i = 0; i < 4; i++) CHECK(!acc_is_present(cl[i].host, 8 * sizeof(float)));
    }
TEST_MAIN_END

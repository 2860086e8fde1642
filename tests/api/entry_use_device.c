/* spec 2.8.1 (host_data use_device), 2.8.3 (if_present) through __oxacc_use_device. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    float a[4], b[4];
    acc_copyin(a, sizeof a);
    CHECK(__oxacc_use_device(a, 0, "a", "t.c:1") == acc_deviceptr(a));
    CHECK(__oxacc_use_device(&a[2], 0, "a", "t.c:1") == (float *)acc_deviceptr(a) + 2);
    CHECK(__oxacc_use_device(b, 1, "b", "t.c:2") == (void *)b);
    CHECK(__oxacc_use_device(NULL, 0, "p", "t.c:3") == NULL);
    acc_delete(a, sizeof a);
TEST_MAIN_END

/* spec 2.3, chapter 4.1 (ACC_DEVICE_TYPE unset): the default device is the GPU when there is
 * one, else the host, and a program built for both runs its constructs there (the host path
 * of a compute construct when there is no GPU). With ACC_DEVICE_TYPE set, the kind follows it. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    const char *e = getenv("ACC_DEVICE_TYPE");
    int kind = __oxacc_device_kind();
    CHECK(kind == (int)acc_get_device_type());
    if (!e || !*e) {
        if (acc_get_num_devices(acc_device_nvidia) > 0) CHECK(kind == acc_device_nvidia);
        else CHECK(kind == acc_device_host && shared_memory());
    }
    float a[8];
    fill(a, 8, 0.0f);
    /* the data clauses of a construct work on whatever device was chosen */
    struct __oxacc_clause cl[1] = {{__OXACC_COPY, 0, a, sizeof a, NULL, "a", "default_device.c:19", NULL}};
    __oxacc_data_enter(cl, 1, acc_async_sync, NULL, 0);
    CHECK(__oxacc_dev_addr(a, sizeof a, "a", "default_device.c:21") == cl[0].dev);
    __oxacc_data_exit(cl, 1, acc_async_sync, NULL, 0);
    CHECK(same(a, 8, 0.0f));
TEST_MAIN_END

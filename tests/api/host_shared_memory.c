/* spec 2.6 (shared memory), 3.2.18-3.2.25 on acc_device_host: device memory is host memory,
 * so data routines take no action, acc_deviceptr/acc_hostptr return their argument and
 * acc_is_present is true for any data. */
#include "check.h"

TEST_MAIN_BEGIN
    acc_set_device_type(acc_device_host);
    float a[8];
    fill(a, 8, 1.0f);
    CHECK(acc_is_present(a, sizeof a));
    CHECK(acc_deviceptr(a) == a && acc_hostptr(a) == a);
    CHECK(acc_copyin(a, sizeof a) == a);
    CHECK(acc_create(a, sizeof a) == a);
    acc_copyout(a, sizeof a);
    acc_delete(a, sizeof a);
    acc_update_device(a, sizeof a);
    acc_update_self(a, sizeof a);
    acc_copyout(a, sizeof a); /* not an error: shared memory */
    void *d = acc_malloc(64);
    CHECK(d != NULL && acc_deviceptr(d) == d);
    acc_free(d);
TEST_MAIN_END

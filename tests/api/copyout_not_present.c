/* spec 3.2.19 and the 3.3 change log (section A.1: "Restored the OpenACC 2.5 behavior of ...
 * acc_copyout, acc_delete routines, such that no action is taken if the appropriate reference
 * counter is zero, instead of a runtime error being issued if data is not present"): every
 * form of acc_copyout and acc_delete on data that is not present takes no action, as nvc and
 * libgomp (PR92726) do. */
#include "check.h"

TEST_MAIN_BEGIN
    static float a[64], b[64];
    for (int i = 0; i < 64; i++) a[i] = (float)i;
    acc_copyout(a, sizeof a);
    acc_delete(a, sizeof a);
    acc_copyout_finalize(a, sizeof a);
    acc_delete_finalize(a, sizeof a);
    acc_copyout_async(a, sizeof a, 1);
    acc_delete_async(a, sizeof a, 2);
    acc_copyout_finalize_async(a, sizeof a, acc_async_noval);
    acc_delete_finalize_async(a, sizeof a, 1);
    acc_wait_all();
    CHECK(a[63] == 63.0f);
    CHECK(!acc_is_present(a, sizeof a) || acc_get_device_type() == acc_device_host);

    /* Present, then deleted: a second delete and copyout take no action. */
    for (int i = 0; i < 64; i++) b[i] = 1.0f;
    acc_copyin(b, sizeof b);
    acc_delete(b, sizeof b);
    b[0] = 5.0f;
    acc_copyout(b, sizeof b);
    acc_delete(b, sizeof b);
    CHECK(b[0] == 5.0f);
TEST_MAIN_END

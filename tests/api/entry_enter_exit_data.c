/* spec 2.14.6, 2.14.7 (enter data / exit data) through the entry points with __OXACC_DYNAMIC:
 * copyin, create and attach on entry; detach, copyout, delete and finalize on exit. */
#include "check.h"
#include <oxacc_rt.h>

struct s {
    float *p;
};

TEST_MAIN_BEGIN
    float a[8], b[8];
    fill(a, 8, 1.0f);
    fill(b, 8, 2.0f);
    struct s v = {a}, dv;
    struct __oxacc_clause in[4] = {
        {__OXACC_COPYIN, __OXACC_DYNAMIC, &v, sizeof v, NULL, "v", NULL, NULL},
        {__OXACC_COPYIN, __OXACC_DYNAMIC, a, sizeof a, NULL, "a", NULL, NULL},
        {__OXACC_CREATE, __OXACC_DYNAMIC, b, sizeof b, NULL, "b", NULL, NULL},
        {__OXACC_ATTACH, __OXACC_DYNAMIC, &v.p, sizeof(void *), NULL, "v.p", NULL, NULL},
    };
    __oxacc_data_enter(in, 4, acc_async_sync, NULL, 0);
    __oxacc_data_enter(in + 2, 1, acc_async_sync, NULL, 0); /* b: dynamic count 2 */
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == (float *)acc_deviceptr(a));
    float n[8];
    fill(n, 8, 50.0f);
    write_device(a, n, sizeof n);
    write_device(b, n, sizeof n);
    struct __oxacc_clause out[4] = {
        {__OXACC_DETACH, __OXACC_DYNAMIC, &v.p, sizeof(void *), NULL, "v.p", NULL, NULL},
        {__OXACC_COPYOUT, __OXACC_DYNAMIC, a, sizeof a, NULL, "a", NULL, NULL},
        {__OXACC_COPYOUT, __OXACC_DYNAMIC | __OXACC_FINALIZE, b, sizeof b, NULL, "b", NULL, NULL},
        {__OXACC_DELETE, __OXACC_DYNAMIC, &v, sizeof v, NULL, "v", NULL, NULL},
    };
    __oxacc_data_exit(out, 4, acc_async_sync, NULL, 0);
    CHECK(same(a, 8, 50.0f) && same(b, 8, 50.0f));
    CHECK(v.p == a);
    if (!shared_memory()) CHECK(!acc_is_present(a, 1) && !acc_is_present(b, 1) && !acc_is_present(&v, 1));
TEST_MAIN_END

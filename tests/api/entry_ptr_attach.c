/* spec 2.7.2 (attach action after the copies of a directive, detach before its copyouts):
 * a clause whose section is the target of a present pointer attaches that pointer for the
 * region and detaches it at the end. */
#include "check.h"
#include <oxacc_rt.h>

struct s {
    double *p;
    int n;
};

TEST_MAIN_BEGIN
    double data[6] = {1, 2, 3, 4, 5, 6};
    struct s v = {data, 6}, dv;
    acc_copyin(&v, sizeof v);
    struct __oxacc_clause c = {__OXACC_COPY, 0, data, sizeof data, (void **)&v.p, "v.p[0:6]", "t.c:9", NULL};
    __oxacc_data_enter(&c, 1, acc_async_sync, NULL, 0);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == (double *)c.dev);
    __oxacc_data_exit(&c, 1, acc_async_sync, NULL, 0);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == data);
    acc_copyout(&v, sizeof v);
    CHECK(v.p == data && v.n == 6);
TEST_MAIN_END

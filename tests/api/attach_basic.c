/* spec 3.2.29, 2.6.8, 2.7.2 (attach/detach actions): acc_attach makes the device copy of a
 * pointer point to the device copy of its target; acc_detach restores the host value. */
#include "check.h"
struct s {
    float *p;
    int n;
};

TEST_MAIN_BEGIN
    float data[10];
    fill(data, 10, 1.0f);
    struct s v = {data, 10}, dv;
    acc_copyin(&v, sizeof v);
    void *ddata = acc_copyin(data, sizeof data);
    acc_attach((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == (float *)ddata && dv.n == 10);
    CHECK(v.p == data);
    acc_detach((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == data);
    acc_delete(data, sizeof data);
    acc_delete(&v, sizeof v);
TEST_MAIN_END

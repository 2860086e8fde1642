/* spec 2.6.8: attaching to the same target increments the attachment counter; the pointer
 * is detached when the counter reaches zero; acc_detach_finalize detaches at once. */
#include "check.h"
struct s {
    float *p;
    int n;
};

TEST_MAIN_BEGIN
    float data[4] = {1, 2, 3, 4};
    struct s v = {data, 4}, dv;
    acc_copyin(&v, sizeof v);
    void *dd = acc_copyin(data, sizeof data);
    acc_attach((void **)&v.p);
    acc_attach((void **)&v.p);
    acc_attach((void **)&v.p);
    acc_detach((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == (float *)dd);
    acc_detach((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == (float *)dd);
    acc_detach((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == data);
    acc_detach((void **)&v.p); /* counter already zero: no action */
    acc_attach((void **)&v.p);
    acc_attach((void **)&v.p);
    acc_detach_finalize((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == data);
    acc_delete(data, sizeof data);
    acc_delete(&v, sizeof v);
TEST_MAIN_END

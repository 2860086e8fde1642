/* spec 3.2.29, 2.7.2: attach takes no action when the pointer or its target is not present;
 * a null pointer is attached as null. */
#include "check.h"
struct s {
    float *p;
    int n;
};

TEST_MAIN_BEGIN
    float data[4] = {1, 2, 3, 4};
    struct s v = {data, 4}, dv;
    acc_attach((void **)&v.p); /* the struct is not present: nothing */
    acc_copyin(&v, sizeof v);
    acc_attach((void **)&v.p); /* the target is not present: nothing */
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == data);
    v.p = NULL;
    acc_attach((void **)&v.p);
    read_device(&dv, &v, sizeof dv);
    CHECK(dv.p == NULL);
    acc_detach((void **)&v.p);
    acc_delete(&v, sizeof v);
TEST_MAIN_END

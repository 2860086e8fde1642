/* spec 2.7.2 (copyout action: immediate detach of pointers in var): copying out a struct whose
 * pointer member is attached brings back the host pointer, not the device address. */
#include "check.h"
struct s {
    float *p;
    int n;
};

TEST_MAIN_BEGIN
    float data[4] = {1, 2, 3, 4};
    struct s v = {data, 4};
    acc_copyin(&v, sizeof v);
    acc_copyin(data, sizeof data);
    acc_attach((void **)&v.p);
    v.p = data;
    acc_copyout(&v, sizeof v);
    CHECK(v.p == data && v.n == 4);
    acc_delete(data, sizeof data);
TEST_MAIN_END

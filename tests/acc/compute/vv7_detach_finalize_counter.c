/* OpenACC 3.3, 2.7.13 exit data detach with finalize: an immediate detach action (2.7.2) sets
 * the attachment counter to zero whatever it was (three attaches here), after which a plain
 * detach is no action and a new attach works again (V&V exit_data_detach_finalize). Observed
 * on a discrete device through acc_memcpy_from_device of the device copy of the struct. */
#include <openacc.h>
#include "check.h"
struct S { int *p; } s;
int buf[8];
int main(void) {
    if (acc_get_device_type() == acc_device_host) return 0; /* shared memory: nothing to see */
    s.p = buf;
#pragma acc enter data copyin(s, buf)
#pragma acc enter data attach(s.p)
#pragma acc enter data attach(s.p)
    acc_attach((void **)&s.p);
    struct S dev;
    acc_memcpy_from_device(&dev, acc_deviceptr(&s), sizeof dev);
    int a1 = dev.p == acc_deviceptr(buf);
#pragma acc exit data detach(s.p) finalize
    acc_memcpy_from_device(&dev, acc_deviceptr(&s), sizeof dev);
    int a2 = dev.p == buf;
    /* counter now zero: a plain detach is no action, an attach works again */
#pragma acc exit data detach(s.p)
#pragma acc enter data attach(s.p)
    acc_memcpy_from_device(&dev, acc_deviceptr(&s), sizeof dev);
    int a3 = dev.p == acc_deviceptr(buf);
    acc_detach((void **)&s.p);
    acc_memcpy_from_device(&dev, acc_deviceptr(&s), sizeof dev);
    int a4 = dev.p == buf;
#pragma acc exit data delete(s, buf)
    CHECK(a1 && a2 && a3 && a4);
    CHECK_DONE();
}

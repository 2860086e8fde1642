/* OpenACC 3.3, 2.6.8 and 2.7.2: enter data of a struct and of its member's section in one
 * directive attaches the member (the device struct holds the device address), and exit data
 * copyout of the member section alone detaches it (the device struct holds the host address
 * again) before the struct itself is deleted (V&V enter_exit_data_member_attach style). */
#include <openacc.h>
#include "check.h"
struct S { int n; int *p; } s;
int buf[16];
int main(void) {
    s.n = 16; s.p = buf;
    for (int i = 0; i < 16; i++) buf[i] = i;
#pragma acc enter data copyin(s) copyin(s.p[0:16])
#pragma acc parallel loop present(s)
    for (int i = 0; i < 16; i++) s.p[i] *= 2;
    struct S dev = {0, 0};
    if (acc_get_device_type() != acc_device_host) {
        acc_memcpy_from_device(&dev, acc_deviceptr(&s), sizeof dev);
        CHECK(dev.p != buf && dev.p == acc_deviceptr(buf));
    }
#pragma acc exit data copyout(s.p[0:16])
    if (acc_get_device_type() != acc_device_host) {
        acc_memcpy_from_device(&dev, acc_deviceptr(&s), sizeof dev);
        CHECK(dev.p == buf);
    }
#pragma acc exit data delete(s)
    CHECK(buf[1] == 2 && buf[15] == 30 && s.p == buf);
    CHECK_DONE();
}

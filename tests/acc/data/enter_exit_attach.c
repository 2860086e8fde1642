/* spec 2.7.12 (attach), 2.7.13 (detach), 2.6.8 (attachment counter): enter data attach(s.p)
 * points the device copy of the member at the device data; detach restores the host value. */
#include "acc_test.h"

struct box {
    float *p;
    long tag;
};

int main(void) {
    float data[16];
    for (int i = 0; i < 16; i++) data[i] = (float)i;
    struct box s = {data, 42};
#pragma acc enter data copyin(s, data)
#pragma acc enter data attach(s.p)
    if (discrete()) {
        struct box d;
        dev_read(&d, &s, sizeof d);
        CHECK(d.p == (float *)acc_deviceptr(data));
        CHECK(d.tag == 42);
    }
#pragma acc exit data detach(s.p)
    if (discrete()) {
        struct box d;
        dev_read(&d, &s, sizeof d);
        CHECK(d.p == data); /* detached: the host address again */
    }
    /* attach on a data construct: attached in the region, detached at its end (2.7.12) */
#pragma acc data attach(s.p)
    {
        if (discrete()) {
            struct box d;
            dev_read(&d, &s, sizeof d);
            CHECK(d.p == (float *)acc_deviceptr(data));
        }
    }
    if (discrete()) {
        struct box d;
        dev_read(&d, &s, sizeof d);
        CHECK(d.p == data);
    }
    /* enter data copyin of a member section attaches too (2.7.2) */
#pragma acc enter data copyin(s.p[0:16])
    if (discrete()) {
        struct box d;
        dev_read(&d, &s, sizeof d);
        CHECK(d.p == (float *)acc_deviceptr(data));
    }
#pragma acc exit data delete(s.p[0:16]) finalize
#pragma acc exit data copyout(s) delete(data) finalize
    CHECK(s.p == data && s.tag == 42);
    if (discrete()) CHECK(!acc_is_present(&s, sizeof s) && !acc_is_present(data, sizeof data));
    return 0;
}

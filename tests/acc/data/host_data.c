/* spec 2.8 (host_data), 2.8.1 (use_device), 2.8.2 (if_present), if clause: inside the
 * construct the listed pointer names the device copy. */
#include "acc_test.h"

static void *seen;
static void record(float *p) { seen = p; }

int main(void) {
    float *a = (float *)calloc(64, sizeof(float));
    float b[4];
    float *absent = (float *)calloc(4, sizeof(float));
#pragma acc data copy(a[0:64], b)
    {
#pragma acc host_data use_device(a, b)
        {
            record(a);
        }
        if (discrete()) CHECK(seen == acc_deviceptr(a) && seen != (void *)a);
        else CHECK(seen == (void *)a);
#pragma acc host_data use_device(b)
        record(b);
        if (discrete()) CHECK(seen == acc_deviceptr(b));
        int off = 0;
#pragma acc host_data use_device(a) if(off)
        record(a);
        CHECK(seen == (void *)a);
    }
#pragma acc host_data use_device(absent) if_present
    record(absent);
    CHECK(seen == (void *)absent);
    free(a);
    free(absent);
    return 0;
}

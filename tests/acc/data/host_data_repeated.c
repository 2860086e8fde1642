/* spec 2.8.1: a variable named twice in use_device (in one clause or two) names the device
 * copy once (found by the whole-pipeline fuzz test: the shadowing declaration was emitted
 * twice, a C redefinition, and a second lookup would have looked up the device address). */
#include "acc_test.h"

static void *seen;
static void record(float *p) { seen = p; }

int main(void) {
    float *a = (float *)calloc(64, sizeof(float));
    float b[4];
#pragma acc data copy(a[0:64], b)
    {
#pragma acc host_data use_device(a) use_device(a, b) use_device(b, a)
        {
            record(a);
        }
        if (discrete()) CHECK(seen == acc_deviceptr(a) && seen != (void *)a);
        else CHECK(seen == (void *)a);
#pragma acc host_data use_device(b, b)
        record(b);
        if (discrete()) CHECK(seen == acc_deviceptr(b));
        else CHECK(seen == (void *)b);
    }
    free(a);
    return 0;
}

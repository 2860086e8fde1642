/* spec 2.7.9 (create): device memory for the region only, no transfers; 2.7.4 (deviceptr). */
#include "acc_test.h"

int main(void) {
    double t[100];
    int x = 5;
    for (int i = 0; i < 100; i++) t[i] = 1.0;
#pragma acc data create(t, x)
    {
        CHECK(acc_is_present(t, sizeof t) && acc_is_present(&x, sizeof x));
        if (discrete()) {
            double v = 2.0;
            dev_write(&t[3], &v, sizeof v);
        }
    }
    CHECK(t[3] == 1.0 && x == 5); /* never copied out */
    /* deviceptr (2.7.4): the pointer already holds a device address; no data action */
    double *d = (double *)acc_malloc(4 * sizeof(double));
#pragma acc data deviceptr(d)
    {
        if (discrete()) CHECK(!acc_is_present(&d, sizeof d));
    }
    acc_free(d);
    if (discrete()) CHECK(!acc_is_present(t, sizeof t) && !acc_is_present(&x, sizeof x));
    return 0;
}

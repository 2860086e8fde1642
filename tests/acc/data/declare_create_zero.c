/* spec 2.7.9: "The create clause may appear on structured data and compute constructs, on
 * declare directives, and on enter data directives. The clause may optionally have a zero
 * modifier" -- `declare create(zero: x)` was rejected (2.13's syntax lists create(var-list)
 * only). The device copies start zeroed: on a discrete device a kernel reads zeros where
 * the host holds other values; in shared memory it reads the host's. */
#include "acc_test.h"

float x[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
#pragma acc declare create(zero: x)

int main(void) {
    int y[8];
    for (int i = 0; i < 8; i++) y[i] = 100 + i;
#pragma acc declare create(zero: y)
    int out[8];
#pragma acc parallel loop present(x, y) copyout(out)
    for (int i = 0; i < 8; i++) out[i] = (int)x[i + 8] + y[i];
    for (int i = 0; i < 8; i++)
        CHECK(out[i] == (discrete() ? 0 : 9 + i + 100 + i));
    printf("ok\n");
    return 0;
}

/* spec 2.13 (declare), 2.13.2 (create), 2.7.7 (copyin), 2.13.1 (device_resident), 2.6.7:
 * global data in a declare directive is present for the whole program (structured count 1);
 * 2.13.3 (link). */
#include "acc_test.h"

float table[256];
int params[4] = {1, 2, 3, 4};
double scratch[32];
float linked[64];
#pragma acc declare create(table)
#pragma acc declare copyin(params) device_resident(scratch)
#pragma acc declare link(linked)

int main(void) {
    CHECK(acc_is_present(table, sizeof table));
    CHECK(acc_is_present(params, sizeof params));
    CHECK(acc_is_present(scratch, sizeof scratch));
    if (discrete()) {
        int d[4];
        dev_read(d, params, sizeof d);
        CHECK(d[0] == 1 && d[3] == 4);
    }
    /* link (2.13.3): no device copy until a data clause names the var */
    if (discrete()) CHECK(!acc_is_present(linked, sizeof linked));
#pragma acc data copyin(linked)
    {
        CHECK(acc_is_present(linked, sizeof linked));
    }
    if (discrete()) CHECK(!acc_is_present(linked, sizeof linked));
    /* a data construct on declared data is a present increment; the data stays */
#pragma acc data copy(table)
    {
        table[0] = 1.0f;
    }
    CHECK(acc_is_present(table, sizeof table));
    if (discrete()) CHECK(table[0] == 1.0f); /* copy's copyout did not happen: still present */
    return 0;
}

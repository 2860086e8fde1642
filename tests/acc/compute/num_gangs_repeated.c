/* Two num_gangs clauses on one parallel construct, the first with two dimensions (3.3 2.5.10
 * names no limit on how many appear): the host team's gang coordinates were planned from the
 * first clause and its sizes taken from the last, so the generated C named a size it never
 * computed ('__oxacc_hng1' undeclared; fuzz seed 0xec6a37df21ec6e27, input 2709). A gang
 * loop still runs each iteration once. */
#include "check.h"
int main(void) {
    int a[300] = {0};
#pragma acc parallel num_gangs(2, 3) num_gangs(4) copy(a)
    {
#pragma acc loop gang
        for (int i = 0; i < 300; i++) a[i] += i;
    }
    for (int i = 0; i < 300; i++) CHECK(a[i] == i);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.1: loop bounds are evaluated once on entry (the iteration count is computed
 * before any iteration executes). */
#include "check.h"
static int calls;
/* (copyin, not create: a created device copy starts undefined, 2.7.6; emul's
 * OXACC_EMUL_POISON showed the test reading it) */
#pragma acc declare copyin(calls)
static int bound(void) { calls++; return 300; }
int main(void) {
    int a[300];
#pragma acc parallel loop num_gangs(1)
    for (int i = 0; i < bound(); i++) a[i] = i;
#pragma acc update self(calls)
    for (int i = 0; i < 300; i++) CHECK(a[i] == i);
    CHECK(calls >= 1);
    CHECK_DONE();
}

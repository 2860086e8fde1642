/* OpenACC 3.3, 2.12 atomic capture on a `declare create` global counter (2.13) inside a
 * `routine worker`'s worker loop called from a gang loop: every gang's workers take distinct
 * tickets into a declared global array (V&V atomic in routines, declare_create). */
#include <openacc.h>
#include "check.h"
int counter;
#pragma acc declare create(counter)
int slots[512];
#pragma acc declare create(slots)
#pragma acc routine worker
static void grab(int n) {
#pragma acc loop worker
    for (int i = 0; i < n; i++) {
        int t;
#pragma acc atomic capture
        t = counter++;
        slots[t] = i;
    }
}
int main(void) {
    counter = 0;
#pragma acc update device(counter)
#pragma acc parallel num_gangs(8) num_workers(4)
    {
#pragma acc loop gang
        for (int g = 0; g < 8; g++) grab(64);
    }
#pragma acc update self(counter, slots)
    long sum = 0;
    for (int i = 0; i < 512; i++) sum += slots[i];
    CHECK(counter == 512 && sum == 8L * 63 * 64 / 2);
    CHECK_DONE();
}

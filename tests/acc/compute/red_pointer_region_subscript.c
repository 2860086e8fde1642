/* OpenACC 3.3, 2.9.11 and 2.6.2: a loop reduction on an element or subarray of a pointer's
 * target whose subscript is a variable of the compute region (`int k = 2 * g + 5; loop
 * reduction(max:q[k:2])`), the pointer in no data clause of the construct. The pointer is a
 * scalar, firstprivate by 2.6.2, and what it points to is the device's data (present through
 * the enclosing data construct): oxacc combines the reduction where the loop ends, where `k`
 * exists (2.9.11 allows the update any time before the region ends). Before: a located "not
 * supported yet" error (the region-level combine had no `k`). A gang loop reducing an element
 * chosen by a region variable, a section reduced by worker and vector loops of one gang loop,
 * a serial construct; the elements not reduced keep their values. */
#include "check.h"
#include <stdlib.h>

int main(void) {
    long *q = calloc(16, sizeof *q);
    for (int k = 0; k < 16; k++) q[k] = 1000 + k;
#pragma acc data copy(q[0:16])
    {
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32)
        {
            int k = 3;
#pragma acc loop gang reduction(+:q[k])
            for (int i = 0; i < 40; i++) q[k] += i;
        }
#pragma acc parallel loop gang num_workers(4) vector_length(32)
        for (int g = 0; g < 4; g++) {
            int k = 2 * g + 5;
#pragma acc loop worker reduction(max:q[k:2])
            for (int j = 0; j < 8; j++) {
#pragma acc loop vector reduction(max:q[k:2])
                for (int i = 0; i < 64; i++) {
                    long v = 2000 + i + j + g;
                    if (v > q[k + (i & 1)]) q[k + (i & 1)] = v;
                }
            }
        }
#pragma acc serial
        {
            int k = 14;
#pragma acc loop reduction(*:q[k])
            for (int i = 0; i < 3; i++) q[k] *= 2;
        }
    }
    for (int k = 0; k < 16; k++) {
        long want = 1000 + k;
        if (k == 3) want += 780;
        if (k >= 5 && k <= 12) want = 2000 + 63 + ((k - 5) & 1) - 1 + 7 + (k - 5) / 2;
        if (k == 14) want *= 8;
        CHECK(q[k] == want);
    }
    free(q);
    CHECK_DONE();
}

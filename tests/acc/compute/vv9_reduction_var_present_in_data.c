/* OpenACC 3.3, 2.5.15 and 2.6.2: a compute construct's reduction variable that is already
 * present (in an enclosing data construct's copy) is combined into the device copy, which is
 * the region's original; the local variable changes only at the update or the end of the
 * data region on a discrete device (on shared memory the two are one). A host change to
 * the local variable inside the data region is not seen by the next reduction. V&V
 * parallel_loop_reduction_* inside data regions. */
#include <openacc.h>
#include "check.h"
#define N 100
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    int x = 0;
#pragma acc data copy(x)
    {
#pragma acc parallel loop reduction(+:x)
        for (int i = 0; i < N; i++) x += 1;
        CHECK(shared || x == 0);
#pragma acc update self(x)
        CHECK(x == N);
        x = 7;
#pragma acc parallel loop reduction(+:x)
        for (int i = 0; i < N; i++) x += 1;
        CHECK(x == (shared ? 7 + N : 7));
    }
    CHECK(x == (shared ? 7 + N : 2 * N));
    CHECK_DONE();
}

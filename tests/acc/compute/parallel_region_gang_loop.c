/* OpenACC 3.3, 2.5.1 (parallel construct) and 2.9.2 (gang): a parallel region with a gang loop;
 * arrays are implicitly copy (2.6.2). */
#include "check.h"
int main(void) {
    int a[1000];
#pragma acc parallel
    {
#pragma acc loop gang
        for (int i = 0; i < 1000; i++) a[i] = 3 * i;
    }
    for (int i = 0; i < 1000; i++) CHECK(a[i] == 3 * i);
    CHECK_DONE();
}

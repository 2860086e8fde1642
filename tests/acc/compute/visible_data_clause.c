/* OpenACC 3.3, 2.6.2 (visible data clause): a scalar in a data clause of an enclosing data
 * construct is not implicitly firstprivate: the region updates it. */
#include "check.h"
int main(void) {
    int total = 0;
#pragma acc data copy(total)
    {
#pragma acc parallel num_gangs(1)
        { total += 10; }
    }
    CHECK(total == 10);
    CHECK_DONE();
}

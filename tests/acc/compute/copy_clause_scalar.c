/* OpenACC 3.3, 2.7.6 (copy): an explicit copy of a scalar in a parallel construct is shared;
 * a single gang writes it. */
#include "check.h"
int main(void) {
    int flag = 0;
#pragma acc parallel copy(flag) num_gangs(1)
    { flag = 5; }
    CHECK(flag == 5);
    CHECK_DONE();
}

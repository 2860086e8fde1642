/* More threads than processors (num_threads(24)): the team grows, never per region. */
#include "check.h"
int main(void) {
    for (int round = 0; round < 20; round++) {
        int n = 0;
#pragma omp parallel num_threads(24) reduction(+: n)
        {
            n += 1;
#pragma omp barrier
        }
        CHECK(n == 24);
    }
    CHECK_DONE();
}

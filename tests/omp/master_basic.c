/* master (2.6.1): only thread 0 runs the block; no barrier. */
#include "check.h"
int main(void) {
    int runs = 0, who = -1;
#pragma omp parallel
    {
#pragma omp master
        {
            runs++;
            who = omp_get_thread_num();
        }
    }
    CHECK(runs == 1 && who == 0);
    CHECK_DONE();
}

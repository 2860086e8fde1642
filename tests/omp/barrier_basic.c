/* barrier (2.6.3): no thread passes until all arrived. */
#include "check.h"
int main(void) {
    int arrived = 0, bad = 0;
#pragma omp parallel
    {
        for (int round = 1; round <= 20; round++) {
#pragma omp atomic
            arrived++;
#pragma omp barrier
            if (arrived != round * omp_get_num_threads()) {
#pragma omp atomic
                bad++;
            }
#pragma omp barrier
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

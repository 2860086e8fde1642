/* single (2.4.3): one thread runs the block; a barrier follows unless nowait. */
#include "check.h"
int main(void) {
    int count = 0, after = 0, bad = 0;
#pragma omp parallel
    {
        for (int k = 0; k < 10; k++) {
#pragma omp single
            count++;
            /* The barrier after single: everyone sees the update. */
            if (count != k + 1) {
#pragma omp atomic
                bad++;
            }
#pragma omp barrier
        }
#pragma omp single nowait
        after++;
    }
    CHECK(count == 10 && after == 1 && bad == 0);
    CHECK_DONE();
}

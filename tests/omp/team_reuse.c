/* Many short regions in a row reuse the same threads (the team never creates threads per
 * region: thread-local addresses repeat). */
#include "check.h"
static __thread int marker;
int main(void) {
    void *first[64] = {0};
    int changed = 0;
    for (int round = 0; round < 200; round++) {
#pragma omp parallel
        {
            int me = omp_get_thread_num();
            void *mine = &marker;
            if (round == 0) first[me] = mine;
            else if (first[me] != mine) {
#pragma omp atomic
                changed++;
            }
#pragma omp barrier
        }
    }
    /* Thread 0 is the caller; the others are the team's persistent workers. With a fixed team
     * size each thread number keeps its thread. */
    CHECK(changed == 0);
    CHECK_DONE();
}

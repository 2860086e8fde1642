/* A barrier in a function called by every thread (orphaned, binds dynamically). */
#include "check.h"
static int phase[64];
static void step(int me, int k) {
    phase[me] = k;
#pragma omp barrier
}
int main(void) {
    int bad = 0;
#pragma omp parallel
    {
        int me = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int k = 1; k <= 30; k++) {
            step(me, k);
            for (int t = 0; t < nt; t++)
                if (phase[t] < k) {
#pragma omp atomic
                    bad++;
                }
#pragma omp barrier
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

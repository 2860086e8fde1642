/* OpenMP 2.0 A.31: a lock initialised by one thread inside the region, then used by all. */
#include "check.h"
static omp_lock_t lck;
static int total;
int main(void) {
#pragma omp parallel
    {
#pragma omp single
        omp_init_lock(&lck);
        for (int k = 0; k < 100; k++) {
            omp_set_lock(&lck);
            total++;
            omp_unset_lock(&lck);
        }
#pragma omp barrier
#pragma omp single
        omp_destroy_lock(&lck);
    }
    CHECK(total == 100 * omp_get_max_threads());
    CHECK_DONE();
}

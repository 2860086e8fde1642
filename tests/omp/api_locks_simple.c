/* omp_lock_t (3.2): init, set, unset, test, destroy; a held lock fails omp_test_lock. */
#include "check.h"
int main(void) {
    omp_lock_t l;
    omp_init_lock(&l);
    CHECK(omp_test_lock(&l) == 1);
    CHECK(omp_test_lock(&l) == 0);
    omp_unset_lock(&l);
    omp_set_lock(&l);
    int other = -1;
#pragma omp parallel num_threads(2)
    {
        if (omp_get_thread_num() == 1) other = omp_test_lock(&l);
    }
    CHECK(other == 0 || omp_get_max_threads() == 1 || other == -1);
    omp_unset_lock(&l);
    long total = 0;
#pragma omp parallel
    {
        for (int k = 0; k < 1000; k++) {
            omp_set_lock(&l);
            total += 1;
            omp_unset_lock(&l);
        }
    }
    CHECK(total == 1000L * omp_get_max_threads());
    omp_destroy_lock(&l);
    CHECK_DONE();
}

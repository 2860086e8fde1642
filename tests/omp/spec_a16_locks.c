/* OpenMP 2.0 A.16: simple locks with omp_test_lock: threads do other work while the lock is
 * busy. */
#include "check.h"
static int protected_count, skipped;
int main(void) {
    omp_lock_t lck;
    omp_init_lock(&lck);
#pragma omp parallel shared(lck)
    {
        for (int k = 0; k < 200; k++) {
            omp_set_lock(&lck);
            protected_count++;
            omp_unset_lock(&lck);
            while (!omp_test_lock(&lck)) {
#pragma omp atomic
                skipped++;
            }
            protected_count++;
            omp_unset_lock(&lck);
        }
    }
    omp_destroy_lock(&lck);
    CHECK(protected_count == 400 * omp_get_max_threads());
    CHECK(skipped >= 0);
    CHECK_DONE();
}

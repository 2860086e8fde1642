/* num_threads(expr) (2.3) sets the team size of one region only; later regions use
 * omp_set_num_threads / OMP_NUM_THREADS again. */
#include "check.h"
int main(void) {
    int size = 0, k = 3;
#pragma omp parallel num_threads(k + 2)
    {
#pragma omp single
        size = omp_get_num_threads();
    }
    CHECK(size == 5);
#pragma omp parallel
    {
#pragma omp single
        size = omp_get_num_threads();
    }
    CHECK(size == omp_get_max_threads());
    omp_set_num_threads(3);
    CHECK(omp_get_max_threads() == 3);
#pragma omp parallel
    {
#pragma omp single
        size = omp_get_num_threads();
    }
    CHECK(size == 3);
#pragma omp parallel num_threads(1)
    CHECK(omp_get_num_threads() == 1);
    CHECK_DONE();
}

/* OpenMP 2.0 A.15: omp_get_num_threads is 1 outside a region; count threads inside. */
#include "check.h"
int main(void) {
    int np_outside = omp_get_num_threads(), np = 0;
#pragma omp parallel
    {
#pragma omp master
        np = omp_get_num_threads();
    }
    CHECK(np_outside == 1);
    CHECK(np == omp_get_max_threads());
    CHECK_DONE();
}

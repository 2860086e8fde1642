/* env: OMP_DYNAMIC=true */
/* OMP_DYNAMIC (4.3): dynamic adjustment on from the start; a region gets at most the
 * processors. */
#include "check.h"
int main(void) {
    CHECK(omp_get_dynamic() == 1);
    int size = 0;
#pragma omp parallel num_threads(1000)
    {
#pragma omp single
        size = omp_get_num_threads();
    }
    CHECK(size >= 1 && size <= omp_get_num_procs());
    omp_set_dynamic(0);
    CHECK(omp_get_dynamic() == 0);
    CHECK_DONE();
}

/* OpenMP 2.0 A.28: the num_threads clause with dynamic adjustment off. */
#include "check.h"
int main(void) {
    int sizes[3] = {0};
    omp_set_dynamic(0);
#pragma omp parallel num_threads(10)
    {
#pragma omp single
        sizes[0] = omp_get_num_threads();
    }
#pragma omp parallel num_threads(2)
    {
#pragma omp single
        sizes[1] = omp_get_num_threads();
    }
    omp_set_dynamic(1);
#pragma omp parallel num_threads(64)
    {
#pragma omp single
        sizes[2] = omp_get_num_threads();
    }
    CHECK(sizes[0] == 10 && sizes[1] == 2);
    /* Dynamic adjustment: at most the request, at most the processors. */
    CHECK(sizes[2] >= 1 && sizes[2] <= 64 && sizes[2] <= omp_get_num_procs());
    CHECK_DONE();
}

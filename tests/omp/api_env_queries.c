/* The execution environment routines (3.1) outside and inside a region. */
#include "check.h"
int main(void) {
    CHECK(omp_get_num_procs() >= 1);
    CHECK(omp_get_max_threads() >= 1);
    CHECK(omp_get_num_threads() == 1);
    CHECK(omp_get_thread_num() == 0);
    CHECK(omp_in_parallel() == 0);
    int max = omp_get_max_threads(), bad = 0;
#pragma omp parallel
    {
#pragma omp atomic
        bad += omp_get_num_threads() != max;
#pragma omp atomic
        bad += omp_get_thread_num() < 0 || omp_get_thread_num() >= max;
#pragma omp atomic
        bad += max > 1 && !omp_in_parallel();
#pragma omp atomic
        bad += omp_get_max_threads() != max;
    }
    CHECK(bad == 0);
    omp_set_num_threads(max + 2);
    CHECK(omp_get_max_threads() == max + 2);
    CHECK_DONE();
}

/* OpenMP 2.0, 2.3: a request for more threads than the runtime can supply is
 * implementation-defined. oxacc caps omp_set_num_threads (and num_threads clauses) at its team
 * limit, 16 threads per processor and at least 1024, and omp_get_max_threads reports the
 * capped value (before, 1000000 was kept and a region then spawned 32,767 threads). */
#include <omp.h>
#include <stdio.h>

int main(void) {
    int procs = omp_get_num_procs();
    omp_set_num_threads(1000000);
    int max = omp_get_max_threads();
    if (max >= 1000000 || max < 1024 || max < procs) {
        printf("omp_get_max_threads() = %d after omp_set_num_threads(1000000) (%d procs)\n", max,
               procs);
        return 1;
    }
    omp_set_num_threads(3);
    if (omp_get_max_threads() != 3) {
        printf("omp_get_max_threads() = %d, want 3\n", omp_get_max_threads());
        return 1;
    }
    return 0;
}

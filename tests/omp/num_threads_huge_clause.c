/* OpenMP 2.0, 2.3: num_threads(1000000) asks for more threads than oxacc's team limit (16 per
 * processor, at least 1024): the region runs with the limit, which omp_get_max_threads reports
 * after omp_set_num_threads(1000000) (before, the runtime spawned up to 32,767 workers). */
#include "check.h"

int main(void) {
    omp_set_num_threads(1000000);
    int limit = omp_get_max_threads();
    CHECK(limit < 1000000 && limit >= 1024);
    omp_set_num_threads(2);
    int nt = 0, count = 0;
#pragma omp parallel num_threads(1000000)
    {
#pragma omp atomic
        count++;
#pragma omp master
        nt = omp_get_num_threads();
    }
    /* The limit, or fewer where the system refuses threads (a pids limit): never more. */
    CHECK(nt == count && nt <= limit && nt > 2);
    CHECK(omp_get_max_threads() == 2);
    CHECK_DONE();
}

/* parallel (2.3): every thread of the team runs the region once; the team has
 * omp_get_max_threads() threads; thread numbers are 0..n-1, each once. */
#include "check.h"
int main(void) {
    int seen[64] = {0};
    int team = -1, max = omp_get_max_threads();
    CHECK(!omp_in_parallel());
#pragma omp parallel
    {
        int me = omp_get_thread_num();
        CHECK(omp_in_parallel() || omp_get_num_threads() == 1);
#pragma omp atomic
        seen[me] += 1;
#pragma omp master
        team = omp_get_num_threads();
    }
    CHECK(team == max);
    for (int i = 0; i < 64; i++)
        CHECK(seen[i] == (i < team ? 1 : 0));
    CHECK(omp_get_num_threads() == 1 && omp_get_thread_num() == 0);
    CHECK_DONE();
}

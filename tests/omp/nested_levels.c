/* Nesting enabled: three levels, thread numbers relative to each team; omp_in_parallel. */
#include "check.h"
int main(void) {
    omp_set_nested(1);
    int leaves = 0, bad = 0;
#pragma omp parallel num_threads(2)
    {
        int t1 = omp_get_thread_num();
#pragma omp parallel num_threads(2)
        {
            int t2 = omp_get_thread_num();
#pragma omp parallel num_threads(2)
            {
#pragma omp atomic
                leaves++;
                if (omp_get_num_threads() != 2 || !omp_in_parallel()) {
#pragma omp atomic
                    bad++;
                }
            }
            if (t2 > 1) bad++;
        }
        if (t1 > 1) bad++;
    }
    CHECK(leaves == 8 && bad == 0);
    CHECK_DONE();
}

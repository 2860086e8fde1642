/* env: OMP_NESTED=false */
/* Nested parallel regions (2.3, 2.9): a team of one unless nesting is enabled; with
 * omp_set_nested(1) the inner regions get teams of their own. */
#include "check.h"
int main(void) {
    int inner_sizes = 0, outer = 0;
    CHECK(!omp_get_nested());
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
        outer++;
#pragma omp parallel num_threads(3)
        {
#pragma omp atomic
            inner_sizes += omp_get_num_threads();
        }
    }
    CHECK(inner_sizes == outer);
    omp_set_nested(1);
    CHECK(omp_get_nested());
    inner_sizes = 0;
    int total = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp parallel num_threads(3)
        {
#pragma omp atomic
            total++;
            CHECK(omp_get_thread_num() < 3);
        }
    }
    CHECK(total == outer * 3);
    CHECK_DONE();
}

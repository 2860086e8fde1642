/* parallel if(expr) (2.3): a false condition serializes the region (a team of one); the
 * expression is evaluated by the encountering thread. */
#include "check.h"
static int calls;
static int cond(int v) { calls++; return v; }
int main(void) {
    int n = 0;
#pragma omp parallel if(cond(0))
    {
#pragma omp atomic
        n++;
        CHECK(omp_get_num_threads() == 1);
        CHECK(!omp_in_parallel());
    }
    CHECK(n == 1);
    n = 0;
#pragma omp parallel if(cond(1))
    {
#pragma omp atomic
        n++;
    }
    CHECK(n == omp_get_max_threads());
    CHECK(calls == 2);
    CHECK_DONE();
}

/* env: OMP_NESTED=true */
/* OMP_NESTED (4.4): nested regions get their own teams from the start. */
#include "check.h"
int main(void) {
    CHECK(omp_get_nested() == 1);
    int inner = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp atomic
            inner++;
            CHECK(omp_get_num_threads() == 2);
        }
    }
    CHECK(inner == 4);
    omp_set_nested(0);
    CHECK(omp_get_nested() == 0);
    CHECK_DONE();
}

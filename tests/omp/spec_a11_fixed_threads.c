/* OpenMP 2.0 A.11: a fixed number of threads with dynamic adjustment off. */
#include "check.h"
int main(void) {
    int ok = 1;
    omp_set_dynamic(0);
    omp_set_num_threads(4);
#pragma omp parallel shared(ok)
    {
#pragma omp single
        if (omp_get_num_threads() != 4) ok = 0;
    }
    CHECK(ok);
    CHECK(!omp_get_dynamic());
    CHECK_DONE();
}

/* OpenMP 2.0 A.2 (and 2.2): conditional compilation; _OPENMP is 200203. */
#include "check.h"
int main(void) {
    int iam = -1, index = 10;
#ifdef _OPENMP
    iam = omp_get_thread_num() + index;
    CHECK(_OPENMP == 200203);
#endif
    CHECK(iam == 10);
#ifdef _OPENACC
    CHECK(0); /* -fopenmp alone is not OpenACC */
#endif
    CHECK_DONE();
}

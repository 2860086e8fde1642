/* sections / section (2.4.2): each section runs once; the first section directive is
 * optional. */
#include "check.h"
int main(void) {
    int a = 0, b = 0, c = 0, who[3] = {-1, -1, -1};
#pragma omp parallel
    {
#pragma omp sections
        {
            { a++; who[0] = omp_get_thread_num(); }
#pragma omp section
            { b++; who[1] = omp_get_thread_num(); }
#pragma omp section
            { c++; who[2] = omp_get_thread_num(); }
        }
    }
    CHECK(a == 1 && b == 1 && c == 1);
    for (int i = 0; i < 3; i++) CHECK(who[i] >= 0 && who[i] < omp_get_max_threads());
    CHECK_DONE();
}

/* OpenMP 2.0 A.29: a critical region inside a critical region of another name (through a
 * call: the names differ, so no deadlock). */
#include "check.h"
static int inner_count, outer_count;
static void inner(void) {
#pragma omp critical(second)
    inner_count++;
}
int main(void) {
#pragma omp parallel
    {
        for (int k = 0; k < 50; k++) {
#pragma omp critical(first)
            {
                outer_count++;
                inner();
            }
        }
    }
    CHECK(inner_count == outer_count && outer_count == 50 * omp_get_max_threads());
    CHECK_DONE();
}

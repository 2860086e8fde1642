/* A critical construct outside any region works (a team of one), and inside nested calls. */
#include "check.h"
static int n;
static void bump(void) {
#pragma omp critical(counter)
    n++;
}
int main(void) {
    bump();
#pragma omp parallel
    bump();
    CHECK(n == 1 + omp_get_max_threads());
    CHECK_DONE();
}

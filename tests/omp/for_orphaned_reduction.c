/* An orphaned for with a reduction on a shared variable of the caller. */
#include "check.h"
static long total;
static void partial(int n) {
#pragma omp for reduction(+: total) schedule(dynamic, 16)
    for (int i = 1; i <= n; i++) total += i;
}
int main(void) {
#pragma omp parallel
    partial(1000);
    CHECK(total == 500500);
    total = 0;
    partial(10);
    CHECK(total == 55);
    CHECK_DONE();
}

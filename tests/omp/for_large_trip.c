/* A trip count computed without overflow near the type's limits. */
#include "check.h"
#include <limits.h>
int main(void) {
    long count = 0;
#pragma omp parallel for reduction(+: count)
    for (int i = INT_MAX - 1000; i < INT_MAX; i += 7) count++;
    CHECK(count == 143);
    count = 0;
#pragma omp parallel for reduction(+: count) schedule(dynamic, 1000)
    for (long long k = -2000000; k <= 2000000; k++) count++;
    CHECK(count == 4000001);
    CHECK_DONE();
}

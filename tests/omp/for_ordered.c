/* ordered (2.6.6): the ordered regions of a loop run in iteration order, whatever the
 * schedule. */
#include "check.h"
#define N 200
int main(void) {
    int order[N], pos = 0;
#pragma omp parallel
    {
#pragma omp for ordered schedule(dynamic, 3)
        for (int i = 0; i < N; i++) {
#pragma omp ordered
            order[pos++] = i;
        }
    }
    CHECK(pos == N);
    for (int i = 0; i < N; i++) CHECK(order[i] == i);
    pos = 0;
#pragma omp parallel for ordered schedule(static)
    for (int i = N - 1; i >= 0; i--) {
#pragma omp ordered
        order[pos++] = i;
    }
    for (int i = 0; i < N; i++) CHECK(order[i] == N - 1 - i);
    CHECK_DONE();
}

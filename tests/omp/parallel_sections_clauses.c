/* parallel sections with if, num_threads, shared, firstprivate, lastprivate, reduction. */
#include "check.h"
int main(void) {
    int x = 5, last = 0, total = 0, out[3] = {0};
#pragma omp parallel sections if(1) num_threads(3) shared(out) firstprivate(x) lastprivate(last) reduction(+: total)
    {
#pragma omp section
        { out[0] = x; last = 10; total += 1; }
#pragma omp section
        { out[1] = x + 1; last = 20; total += 10; }
#pragma omp section
        { x = 0; out[2] = x; last = 30; total += 100; }
    }
    CHECK(out[0] == 5 && out[1] == 6 && out[2] == 0);
    CHECK(last == 30 && total == 111 && x == 5);
    CHECK_DONE();
}

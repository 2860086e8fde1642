/* if(0) serializes a region: its orphaned work-sharing runs on a team of one, and
 * omp_in_parallel is false there. */
#include "check.h"
static int hits[100], inpar = -1;
static void work(void) {
    inpar = omp_in_parallel();
#pragma omp for schedule(dynamic)
    for (int i = 0; i < 100; i++) hits[i]++;
#pragma omp barrier
}
int main(void) {
    int on = 0;
#pragma omp parallel if(on)
    work();
    for (int i = 0; i < 100; i++) CHECK(hits[i] == 1);
    CHECK(inpar == 0);
    CHECK_DONE();
}

/* schedule(runtime) without OMP_SCHEDULE: static (implementation-defined; gcc uses
 * dynamic); every iteration once. */
#include "check.h"
#define N 331
int main(void) {
    int hits[N] = {0};
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < N; i++) hits[i]++;
    for (int i = 0; i < N; i++) CHECK(hits[i] == 1);
    CHECK_DONE();
}

/* env: OMP_SCHEDULE=bogus,x OMP_NUM_THREADS_IGNORED=1 */
/* A malformed OMP_SCHEDULE is ignored (the default schedule is used). */
#include "check.h"
#define N 100
int main(void) {
    int hits[N] = {0};
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < N; i++) hits[i]++;
    for (int i = 0; i < N; i++) CHECK(hits[i] == 1);
    CHECK_DONE();
}

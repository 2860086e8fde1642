/* env: OMP_SCHEDULE=dynamic,3 */
/* schedule(runtime) (2.4.1) takes its kind from OMP_SCHEDULE. */
#include "check.h"
#define N 777
int main(void) {
    static int hits[N];
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < N; i++) hits[i]++;
    for (int i = 0; i < N; i++) CHECK(hits[i] == 1);
    CHECK_DONE();
}

/* env: OMP_SCHEDULE=GUIDED,4 */
/* OMP_SCHEDULE guided (any case), with ordered and a reduction. */
#include "check.h"
#define N 1000
int main(void) {
    long sum = 0;
    int seq[N], pos = 0;
#pragma omp parallel for schedule(runtime) ordered reduction(+: sum)
    for (int i = 0; i < N; i++) {
        sum += i;
#pragma omp ordered
        seq[pos++] = i;
    }
    CHECK(sum == (long)N * (N - 1) / 2);
    for (int i = 0; i < N; i++) CHECK(seq[i] == i);
    CHECK_DONE();
}

/* flags: -acc */
/* Alternating OpenACC host regions and OpenMP regions share the CPU team. */
#include "check.h"
#define N 4096
int main(void) {
    static double x[N];
    double sum = 0;
    for (int round = 0; round < 10; round++) {
#pragma acc parallel loop copy(x[0:N])
        for (int i = 0; i < N; i++) x[i] += 1;
#pragma omp parallel for reduction(+: sum)
        for (int i = 0; i < N; i++) sum += x[i];
    }
    /* round r adds (r+1)*N */
    CHECK(sum == 55.0 * N);
    CHECK_DONE();
}

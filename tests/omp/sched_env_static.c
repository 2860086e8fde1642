/* env: OMP_SCHEDULE=static,5 */
/* OMP_SCHEDULE (4.1) static with a chunk: schedule(runtime) deals chunks of 5 in order. */
#include "check.h"
#define N 203
int main(void) {
    int owner[N], nt = 1;
#pragma omp parallel
    {
#pragma omp single
        nt = omp_get_num_threads();
#pragma omp for schedule(runtime)
        for (int i = 0; i < N; i++) owner[i] = omp_get_thread_num();
    }
    for (int i = 0; i < N; i++) CHECK(owner[i] == (i / 5) % nt);
    CHECK_DONE();
}

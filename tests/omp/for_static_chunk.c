/* schedule(static, c): chunks of c iterations dealt round-robin in thread order. */
#include "check.h"
#define N 100
int main(void) {
    int owner[N], hits[N] = {0}, nt = 1;
#pragma omp parallel
    {
#pragma omp single
        nt = omp_get_num_threads();
#pragma omp for schedule(static, 3)
        for (int i = 0; i < N; i++) {
            owner[i] = omp_get_thread_num();
            hits[i]++;
        }
    }
    for (int i = 0; i < N; i++) {
        CHECK(hits[i] == 1);
        CHECK(owner[i] == (i / 3) % nt);
    }
    CHECK_DONE();
}

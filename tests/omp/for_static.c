/* for (2.4.1) with schedule(static): every iteration once; blocks in thread order. */
#include "check.h"
#define N 1003
int main(void) {
    static int owner[N], hits[N];
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (int i = 0; i < N; i++) {
            owner[i] = omp_get_thread_num();
            hits[i]++;
        }
    }
    for (int i = 0; i < N; i++) CHECK(hits[i] == 1);
    for (int i = 1; i < N; i++) CHECK(owner[i] >= owner[i - 1]);
    CHECK_DONE();
}

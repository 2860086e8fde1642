/* shared (2.7.2.4) and the default (shared): every thread sees the same storage. */
#include "check.h"
int main(void) {
    int counter = 0;
    int slots[64] = {0};
    long big = 0;
#pragma omp parallel shared(counter, slots)
    {
        int me = omp_get_thread_num();
        slots[me] = me + 1;
#pragma omp critical
        counter += 1;
#pragma omp atomic
        big += me;
    }
    int n = omp_get_max_threads();
    CHECK(counter == n);
    long want = 0;
    for (int i = 0; i < n; i++) { CHECK(slots[i] == i + 1); want += i; }
    CHECK(big == want);
    CHECK_DONE();
}

/* An ordered region in a function called from an ordered loop (orphaned, 2.6.6), and an
 * ordered loop whose iterations sometimes skip their ordered region. */
#include "check.h"
#define N 300
static int log_[N], pos;
static void record(int i) {
#pragma omp ordered
    log_[pos++] = i;
}
int main(void) {
#pragma omp parallel
    {
#pragma omp for ordered schedule(guided, 2)
        for (int i = 0; i < N; i++) {
            if (i % 4 != 3) record(i);
        }
    }
    int k = 0;
    for (int i = 0; i < N; i++)
        if (i % 4 != 3) CHECK(log_[k++] == i);
    CHECK(pos == k);
    pos = 0;
    record(-5); /* outside any loop: just runs */
    CHECK(pos == 1 && log_[0] == -5);
    CHECK_DONE();
}

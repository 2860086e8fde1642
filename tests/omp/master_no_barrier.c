/* master has no implied barrier: the other threads go on (they meet at an explicit one). */
#include "check.h"
int main(void) {
    int flag = 0, bad = 0;
#pragma omp parallel
    {
#pragma omp master
        flag = 1;
#pragma omp barrier
        if (!flag) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

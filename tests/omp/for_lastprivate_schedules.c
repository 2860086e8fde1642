/* lastprivate under every schedule: the thread that runs the last iteration copies back. */
#include "check.h"
int main(void) {
    int x1 = 0, x2 = 0, x3 = 0, x4 = 0, n = 1000;
    double d = 0;
#pragma omp parallel
    {
#pragma omp for schedule(static, 7) lastprivate(x1)
        for (int i = 0; i < n; i++) x1 = i;
#pragma omp for schedule(dynamic, 3) lastprivate(x2, d)
        for (int i = 0; i < n; i++) { x2 = i; d = i * 0.5; }
#pragma omp for schedule(guided) lastprivate(x3)
        for (int i = n; i > 0; i--) x3 = i;
#pragma omp for schedule(static) firstprivate(x4) lastprivate(x4)
        for (int i = 0; i < n; i++) x4 += 1;
    }
    CHECK(x1 == n - 1 && x2 == n - 1 && d == (n - 1) * 0.5 && x3 == 1);
    /* x4: the copy of the thread that ran the last block, starting from 0. */
    CHECK(x4 >= 1 && x4 <= n);
    CHECK_DONE();
}

/* lastprivate (2.7.2.3): the value of the sequentially last iteration; for the loop
 * variable, its value after the loop. */
#include "check.h"
int main(void) {
    int i, x = -1, n = 100;
#pragma omp parallel for lastprivate(i, x) schedule(dynamic, 7)
    for (i = 0; i < n; i++) x = i * 2;
    CHECK(i == 100);
    CHECK(x == 198);
    int y = 0;
#pragma omp parallel
    {
#pragma omp for lastprivate(y)
        for (int k = 10; k > 0; k -= 3) y = k;
    }
    CHECK(y == 1);
    CHECK_DONE();
}

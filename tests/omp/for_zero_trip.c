/* Loops with no iteration (and one): lastprivate keeps the original when nothing ran;
 * every schedule. */
#include "check.h"
int main(void) {
    int ran = 0, x = 5, n = 0;
#pragma omp parallel
    {
#pragma omp for schedule(static) reduction(+: ran)
        for (int i = 0; i < n; i++) ran++;
#pragma omp for schedule(dynamic) reduction(+: ran)
        for (int i = 10; i < 3; i++) ran++;
#pragma omp for schedule(guided, 2) reduction(+: ran)
        for (int i = 0; i > 0; i--) ran++;
#pragma omp for schedule(static, 3) reduction(+: ran)
        for (int i = 0; i < 1; i++) ran++;
    }
    CHECK(ran == 1);
#pragma omp parallel for lastprivate(x)
    for (int i = 0; i < n; i++) x = i;
    CHECK(x == 5);
    CHECK_DONE();
}

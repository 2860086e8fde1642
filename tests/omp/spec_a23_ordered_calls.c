/* OpenMP 2.0 A.23: each iteration runs exactly one ordered directive, not always the same
 * one. */
#include "check.h"
static int order[200], pos;
int main(void) {
    int n = 200;
#pragma omp parallel for ordered schedule(static, 4)
    for (int i = 0; i < n; i++) {
        if (i <= 10) {
#pragma omp ordered
            order[pos++] = i;
        }
        if (i > 10) {
#pragma omp ordered
            order[pos++] = i + 1000;
        }
    }
    CHECK(pos == n);
    for (int i = 0; i < n; i++) CHECK(order[i] == (i <= 10 ? i : i + 1000));
    CHECK_DONE();
}

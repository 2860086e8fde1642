/* OpenMP 2.0 A.10: sequential ordering with ordered, schedule(dynamic). */
#include "check.h"
static int out[100], pos;
static void work(int k) {
#pragma omp ordered
    out[pos++] = k;
}
static void a10(int lb, int ub, int stride) {
    int i;
#pragma omp parallel for ordered schedule(dynamic)
    for (i = lb; i < ub; i += stride)
        work(i);
}
int main(void) {
    a10(0, 100, 5);
    CHECK(pos == 20);
    for (int k = 0; k < 20; k++) CHECK(out[k] == 5 * k);
    CHECK_DONE();
}

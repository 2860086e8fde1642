/* A static local of the enclosing function is shared by the region (2.7.2). */
#include "check.h"
static int run(void) {
    static int calls;
    static int table[8];
#pragma omp parallel
    {
#pragma omp atomic
        calls++;
#pragma omp single
        table[0]++;
    }
    return calls + 100 * table[0];
}
int main(void) {
    int n = omp_get_max_threads();
    CHECK(run() == n + 100);
    CHECK(run() == 2 * n + 200);
    CHECK_DONE();
}

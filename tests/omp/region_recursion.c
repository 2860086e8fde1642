/* A function with a parallel region that calls itself from its region (nested, serialized
 * by default). */
#include "check.h"
static int calls;
static void rec(int depth) {
#pragma omp atomic
    calls++;
    if (depth == 0) return;
#pragma omp parallel num_threads(2)
    {
#pragma omp single
        rec(depth - 1);
    }
}
int main(void) {
    rec(4);
    CHECK(calls == 5);
    CHECK_DONE();
}

/* Structs and arrays of structs shared, firstprivate and reduced through members. */
#include "check.h"
struct particle { double x, v; };
struct box { int n; struct particle p[64]; };
int main(void) {
    struct box b;
    b.n = 64;
    for (int i = 0; i < 64; i++) { b.p[i].x = i; b.p[i].v = 1; }
    struct particle origin = {100, 0};
#pragma omp parallel for firstprivate(origin)
    for (int i = 0; i < b.n; i++) {
        b.p[i].x += b.p[i].v + origin.x;
        origin.x = 0; /* each thread's copy */
    }
    double sum = 0;
#pragma omp parallel for reduction(+: sum)
    for (int i = 0; i < b.n; i++) sum += b.p[i].x;
    /* Each thread adds 100 once (first iteration), then 0. */
    CHECK(sum >= 2016 + 64 + 100 && sum <= 2016 + 64 + 100.0 * 64);
    CHECK(origin.x == 100);
    CHECK_DONE();
}

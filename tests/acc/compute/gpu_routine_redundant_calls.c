/* OpenACC 3.3, 1.2 and 2.15.1: a worker routine and a vector routine called from
 * gang-redundant code of a region with several gangs are run by every gang (each gang's
 * workers / lanes share the routine's loop), so their atomics count once per gang per
 * iteration; the same routines called from a gang loop's body run once per gang iteration. */
#include "gpu_check.h"

#pragma acc routine vector
static void vcount(int *c, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
        *c += 1;
    }
}

#pragma acc routine worker
static void wcount(int *c, int n) {
#pragma acc loop worker
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
        *c += 1;
    }
}

int main(void) {
    int gangs = 0, v = 0, w = 0, gv = 0, gw = 0;
#pragma acc parallel num_gangs(5) num_workers(4) vector_length(32) copy(gangs, v, w, gv, gw)
    {
#pragma acc atomic update
        gangs++;
        vcount(&v, 100);
        wcount(&w, 10);
#pragma acc loop gang
        for (int i = 0; i < 7; i++) {
            vcount(&gv, 50);
            wcount(&gw, 3);
        }
    }
    CHECK_GANGS(gangs, 5);
    CHECK(v == 100 * gangs);
    CHECK(w == 10 * gangs);
    CHECK(gv == 7 * 50);
    CHECK(gw == 7 * 3);
    CHECK_DONE();
}

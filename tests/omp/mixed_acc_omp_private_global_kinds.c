/* flags: -acc */
/* More file-scope variables that an OpenMP construct privatizes, used by OpenACC compute
 * constructs inside it (see mixed_acc_omp_private_global.c): an array, a struct, a variable
 * with a `declare create` (the thread's copy has no device copy of its own: not the declared
 * one, OpenACC 3.3 2.6.2), and an orphaned `for` whose iteration variable is a global. */
#include "check.h"
int garr[8];
struct P {
    int a, b;
} gp = {1, 2};
int dg = 50;
#pragma acc declare create(dg)
int it, g;
int out[40];

static void orphan(void) {
#pragma omp for private(g)
    for (it = 0; it < 40; it++) {
        g = it * 2;
        int r = 0;
#pragma acc parallel loop reduction(+: r)
        for (int k = 0; k < 4; k++) r += it + g;
        out[it] = r;
    }
}

int main(void) {
#pragma omp parallel num_threads(3) private(garr) firstprivate(gp) private(dg)
    {
        int me = omp_get_thread_num();
        for (int i = 0; i < 8; i++) garr[i] = me;
        gp.a += me;
        dg = me * 7;
#pragma acc parallel loop copy(garr) copyin(gp)
        for (int i = 0; i < 8; i++) garr[i] += gp.a + gp.b + dg;
        for (int i = 0; i < 8; i++) CHECK(garr[i] == me + 1 + me + 2 + me * 7);
    }
    /* the declared device copy is untouched and still the global's */
    dg = 9;
#pragma acc update device(dg)
    int r = 0;
#pragma acc serial copyout(r)
    r = dg;
    CHECK(r == 9);
    for (int i = 0; i < 8; i++) CHECK(garr[i] == 0);
    CHECK(gp.a == 1);
#pragma omp parallel num_threads(3)
    orphan();
    for (int i = 0; i < 40; i++) CHECK(out[i] == 12 * i);
    CHECK_DONE();
}

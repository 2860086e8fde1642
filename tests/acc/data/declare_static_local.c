/* spec 2.13, 2.6.7: `declare create(t)` / `declare copyin(u)` on block-scope statics (the
 * clauses 2.13 allows at file scope): one device copy for the variables' lifetime, the whole
 * program, as for a file-scope declare (nvc does the same). The function's implicit data
 * region created a fresh device copy at each call: a later call's compute construct read
 * uninitialised device memory (emul: 0 instead of 120) where the host team kept the values. */
#include "acc_test.h"

static double sum_t(int call) {
    static double t[16];
#pragma acc declare create(t)
    double s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 16; i++) {
        if (call == 0) t[i] = i;
        s += t[i];
    }
    return s;
}

static int count_u(void) {
    static int u[4] = {1, 2, 3, 4};
#pragma acc declare copyin(u)
    int s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 4; i++) {
        u[i] += 1;
        s += u[i];
    }
    return s;
}

int main(void) {
    CHECK(sum_t(0) == 120);
    CHECK(sum_t(1) == 120);
    CHECK(sum_t(2) == 120);
    /* copyin once: the device copy keeps counting; the host's stays put on a discrete device. */
    CHECK(count_u() == 14);
    CHECK(count_u() == 18);
    CHECK(count_u() == 22);
    return 0;
}

/* `static const` tables of unions read by device code: a `routine seq` function's own table
 * (`static const union u t[] = {{1}, {2}};`), one of a union nested in a struct, and a
 * file-scope table a routine reads with no `declare` directive. Their initializers set each
 * union's first member (positionally, or by a designator naming it), which C++'s aggregate
 * initialisation reads as C does, so the device copy is the initializer printed again, as
 * for tables of structs. Before, the CUDA writer printed only tables of arithmetic elements
 * and structs of them: the routine had no device code (a warning worded for regions) and the
 * regions calling it ran on the host only, stopping on emul. Setting another member (`{.f =
 * 1.5f}`) is a located refusal (the region runs on the host: snapshots_cuda union_tables_in_routines). */
#include "check.h"

union num {
    int i;
    float f;
};
struct tagged {
    int kind;
    union {
        long l;
        double d;
    } v;
};
static const union num gt[3] = {{5}, {.i = 6}, {7}};

#pragma acc routine seq
static int pick(int k) {
    static const union num t[2] = {{1}, {2}};
    static const struct tagged tg[2] = {{1, {100}}, {2, {.l = 200}}};
    return t[k & 1].i * 1000 + (int)tg[k & 1].v.l + tg[k & 1].kind * 10 + gt[k % 3].i * 100000;
}

int main(void) {
    int r[6];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 6; i++) r[i] = pick(i);
    for (int i = 0; i < 6; i++) {
        int want = ((i & 1) + 1) * 1000 + ((i & 1) + 1) * 100 + ((i & 1) + 1) * 10 + (5 + i % 3) * 100000;
        CHECK(r[i] == want);
    }
    CHECK_DONE();
}

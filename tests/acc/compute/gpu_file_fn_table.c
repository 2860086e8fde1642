/* Calls through a file-scope table of routines (OpenACC 3.3, 2.15.1: `routine` functions have
 * device code; C11 6.5.2.2): `static int (*ops[])(int) = {twice, sq, ...};` read as
 * `ops[k](x)` in a compute region and in a routine ran on the host only (a warning: the
 * host's table holds host addresses). The device code now reads its own copy of the table,
 * initialised with the device functions' addresses, as nvc does: a static table the file
 * only calls through, a const table (`&f` entries and a null entry), a table of a typedef'd
 * pointer type, and a routine calling through one. */
#include "check.h"

#pragma acc routine seq
static int twice(int x) { return 2 * x; }
#pragma acc routine seq
static int sq(int x) { return x * x; }
#pragma acc routine seq
static int neg(int x) { return -x; }
#pragma acc routine seq
static double half(double x) { return x / 2; }

static int (*ops[])(int) = {twice, sq, neg};
static int (*const cops[4])(int) = {&sq, 0, &twice, neg};
typedef double (*dfn)(double);
static dfn dops[2] = {half, half};

#pragma acc routine seq
static int apply_all(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) s += ops[k](x);
    return s;
}

int main(void) {
    int out[64], all[64];
    double d[64];
    int n_ops = (int)(sizeof ops / sizeof ops[0]);
#pragma acc parallel loop copyout(out, all, d)
    for (int i = 0; i < 64; i++) {
        int k = i % n_ops;
        int c = i % 4 == 1 ? 0 : cops[i % 4](i);
        out[i] = ops[k](i) + c;
        all[i] = apply_all(i);
        d[i] = dops[i % 2](i);
    }
    for (int i = 0; i < 64; i++) {
        int k = i % 3;
        int want = k == 0 ? 2 * i : k == 1 ? i * i : -i;
        int c = i % 4 == 0 ? i * i : i % 4 == 2 ? 2 * i : i % 4 == 3 ? -i : 0;
        CHECK(out[i] == want + c);
        CHECK(all[i] == 2 * i + i * i - i);
        CHECK(d[i] == i / 2.0);
    }
    CHECK_DONE();
}

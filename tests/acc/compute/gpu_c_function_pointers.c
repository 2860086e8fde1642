/* Calls through function pointers in a compute region and in routines (OpenACC 3.3,
 * 2.15.1: the functions are routines, compiled for the device): a function passed to a
 * routine that calls it (`apply(twice, i)`), a local table of functions indexed
 * (`tbl[i % 2](i)`), a pointer chosen by a condition and called as `g(x)` and `(*g)(x)`, a
 * pointer compared with a function. In device code a function designator is the device
 * function's address, so each of these holds device addresses only; each made the region
 * host-only ("a call through a function pointer", "the address of function"). A pointer
 * the host may have set (a captured variable, a global table, a struct member) keeps the
 * host fallback (not in this test). */
#include "check.h"

enum { N = 40 };

#pragma acc routine seq
static int twice(int x) { return 2 * x; }

#pragma acc routine seq
static int thrice(int x) { return 3 * x; }

#pragma acc routine seq
static int apply(int (*f)(int), int x) { return f(x); }

#pragma acc routine seq
static int apply_n(int (*f)(int), int x, int n) {
    for (int k = 0; k < n; k++)
        x = (*f)(x);
    return x;
}

/* No routine directive: compiled for the device because the region takes its address
 * (2.15.1's implicit routine seq of a function of this file). */
static int negate(int x) { return -x; }

int main(void) {
    static long got[N][5];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        int (*tbl[3])(int) = {twice, thrice, negate};
        int (*g)(int) = i % 2 ? thrice : twice;
        got[i][0] = apply(twice, i) + apply(negate, i) * 10L;
        got[i][1] = tbl[i % 3](i);
        got[i][2] = g(i) + (*g)(1) * 1000L;
        got[i][3] = apply_n(tbl[0], 1, i % 8);
        got[i][4] = (g == thrice) + (g == twice) * 2 + (tbl[2] == negate) * 4;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == 2 * i - 10L * i);
        CHECK(got[i][1] == (i % 3 == 0 ? 2 * i : i % 3 == 1 ? 3 * i : -i));
        CHECK(got[i][2] == (i % 2 ? 3 * i + 3000L : 2 * i + 2000L));
        CHECK(got[i][3] == 1L << (i % 8));
        CHECK(got[i][4] == (i % 2 ? 1 : 2) + 4);
    }
    CHECK_DONE();
}

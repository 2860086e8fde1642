/* spec 2.6.5, 2.7.1: a compute construct inside `data copy(a[0:n]) if(c)` acts on the data
 * construct's section, with the bounds evaluated at the data construct, even when `n` changes
 * in between ("the same value is used ... even if the value of the expression changes").
 * oxacc carries the data construct's clauses to the compute construct (for a false condition,
 * whose data region does not exist); the carried clause evaluated `n` again: with the
 * condition true and `n` grown, a partly present error; with it false and `n` shrunk, a
 * smaller mapping and a kernel writing past it (or a copyout of only part of `a`). */
#include "acc_test.h"

#define N 256

static double a[N];

static int run(int c, int grow) {
    int n = grow ? N / 2 : N;
    int lo = 0;
    for (int i = 0; i < N; i++) a[i] = 1;
#pragma acc data copy(a[lo:n]) if(c)
    {
        int m = n; /* the kernel covers the data construct's section */
        n = grow ? N : N / 4;
        lo = 8;
#pragma acc parallel loop
        for (int i = 0; i < m; i++) a[i] += i;
    }
    int m = grow ? N / 2 : N;
    for (int i = 0; i < N; i++) CHECK(a[i] == (i < m ? 1.0 + i : 1.0));
    return 0;
}

int main(void) {
    run(1, 1);
    run(0, 1);
    run(1, 0);
    run(0, 0);
    return 0;
}

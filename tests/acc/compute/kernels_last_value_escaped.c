/* kernels (2.5.3): the value a loop's last iteration leaves in a file-scope or static scalar
 * can be read by the caller (or the next call), and a local whose address is taken can be read
 * through the pointer at any time: such a scalar keeps C's value (its loop runs as written,
 * or, since 2026-11-29, in parallel with the last value stored after the kernel when the
 * right side can be computed again: `t = a[i] * 2`). Before the fix only later mentions in
 * the same function counted, so
 * these loops were parallelized and the values were lost (t 0 and u -1). A file-scope
 * temporary assigned again before the function returns or calls anything stays private. */
#include "check.h"
#define N 1000
static double a[N], b[N];
double t;         /* read by main after work() */
double scratch_g; /* assigned again before work2() returns: its last value is dead */

static void work(void) {
#pragma acc kernels
    for (int i = 0; i < N; i++) { t = a[i] * 2; b[i] = t; }
}

static double work_static(int k) {
    static double s = -1; /* the next call reads it */
    double before = s;
#pragma acc kernels
    for (int i = 0; i < N; i++) { s = a[i] + k; b[i] = s; }
    return before;
}

static void work2(void) {
#pragma acc kernels
    for (int i = 0; i < N; i++) { scratch_g = a[i] * 5; b[i] = scratch_g; }
    scratch_g = 0;
}

int main(void) {
    for (int i = 0; i < N; i++) a[i] = i;
    work();
    CHECK(t == 1998);
    double u = -1, *pu = &u; /* escaped local */
#pragma acc kernels
    for (int i = 0; i < N; i++) { u = a[i] * 2; b[i] = u; }
    CHECK(*pu == 1998);
    CHECK(work_static(1) == -1);
    CHECK(work_static(2) == 1000);
    work2();
    CHECK(scratch_g == 0 && b[N - 1] == 5.0 * (N - 1));
    CHECK_DONE();
}

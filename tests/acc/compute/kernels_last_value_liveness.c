/* kernels (2.5.3): a scalar a loop assigns first in every iteration is privatized only when no
 * code after the loop can read the value its last iteration leaves (C's meaning; 2.6.2 makes a
 * kernels scalar `copy`). The check follows every path after the loop: `t = t + 1;` reads it,
 * a conditional assignment may not replace it, and a kernels loop inside a host loop is
 * followed by that loop's next iteration. Such loops keep C's value: since 2026-11-29 they
 * are parallel with the value stored after the kernel (`t = a[i] * 2` is recomputed at the
 * last `i`, kernels_lastprivate_recomputed.c); a loop whose scalar is replaced on every path
 * before any read is parallel without that store (the .minfo pins both). Before the
 * fix the check was textual ("is the next mention followed by '='") and the first three loops
 * were parallelized, leaving t at its value from before the loop. */
#include "check.h"
#define N 1000
static double a[N], b[N];

int main(int argc, char **argv) {
    (void)argv;
    double t = 0;
    for (int i = 0; i < N; i++) a[i] = i;

    /* read by its own reassignment */
#pragma acc kernels
    for (int i = 0; i < N; i++) { t = a[i] * 2; b[i] = t; }
    t = t + 1;
    CHECK(t == 1999);

    /* replaced only on some paths */
#pragma acc kernels
    for (int i = 0; i < N; i++) { t = a[i] * 2; b[i] = t; }
    if (argc > 5) t = 0;
    CHECK(t == 1998);

    /* read by the next iteration of a host loop around the construct */
    double u = -1, seen[2];
    for (int it = 0; it < 2; it++) {
        seen[it] = u;
#pragma acc kernels
        for (int i = 0; i < N; i++) { u = a[i] * 2 + it; b[i] = u; }
    }
    CHECK(seen[0] == -1 && seen[1] == 1998);

    /* a `break` skips the assignment after the loop */
    double w = -1;
    for (int it = 0; it < 3; it++) {
#pragma acc kernels
        for (int i = 0; i < N; i++) { w = a[i] + it; b[i] = w; }
        if (argc + it > 1) break;
        w = 0;
    }
    CHECK(w == 1000);

    /* replaced on every path before any read: private, parallel */
#pragma acc kernels
    for (int i = 0; i < N; i++) { t = a[i] * 3; b[i] = t; }
    if (argc > 5) t = 1; else t = 2;
    CHECK(t == 2 && b[N - 1] == 3.0 * (N - 1));

    double v;
    for (int it = 0; it < 2; it++) {
        v = it;
#pragma acc kernels
        for (int i = 0; i < N; i++) { v = a[i] * 4; b[i] = v; }
        v = -1;
    }
    CHECK(v == -1 && b[N - 1] == 4.0 * (N - 1));
    CHECK_DONE();
}

/* C11 6.5.2.4 / 6.5.3.1 with 6.3.1.2: ++ and -- apply to a _Bool in a compute region as on the
 * host (++ sets it, -- flips it; postfix forms yield the old value), although CUDA C++ has no
 * ++/-- on bool (found by the whole-pipeline fuzz test, docs/fuzz.md). */
#include "check.h"
#include <stdbool.h>

enum { N = 64 };

int main(void) {
    int got[N][8];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        _Bool b = i & 1;
        got[i][0] = b++;  /* old value */
        got[i][1] = b;    /* 1 */
        b = i & 1;
        got[i][2] = ++b;  /* 1 */
        b = i & 1;
        got[i][3] = b--;  /* old value */
        got[i][4] = b;    /* flipped */
        b = i & 1;
        got[i][5] = --b;  /* flipped */
        bool c = 0;
        c--;
        c--;
        got[i][6] = c;    /* 0 -> 1 -> 0 */
        got[i][7] = (b++, b--, b); /* set, then flip: 0 */
    }
    for (int i = 0; i < N; i++) {
        int v = i & 1;
        CHECK(got[i][0] == v);
        CHECK(got[i][1] == 1);
        CHECK(got[i][2] == 1);
        CHECK(got[i][3] == v);
        CHECK(got[i][4] == !v);
        CHECK(got[i][5] == !v);
        CHECK(got[i][6] == 0);
        CHECK(got[i][7] == 0);
    }
    CHECK_DONE();
}

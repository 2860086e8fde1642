// cflags: -Wall -Wextra -Wshadow -Wfloat-equal -Wcast-qual -Wstrict-prototypes -Werror
/* Stricter warning options than -Wall -Wextra, as projects use them: cc warns about none of
 * oxacc's generated code (gcc -fopenacc adds no warning to this program). An atomic inside a
 * gang loop (its temporaries shadowed the loop's `__e`), a loop's private copy of a variable
 * the region has too and `private` of the loop's own variable (-Wshadow), `&&` and `||`
 * reductions of a double (their combines compared it with 0: -Wfloat-equal), a region
 * reading through a pointer to const data (the peek helper cast the const away:
 * -Wcast-qual). A volatile or const variable a region captures still draws -Wcast-qual from
 * the data clauses and the GPU launch code, not tested here. */
#include "check.h"
int main(void) {
    int i, j, t = 0, n = 100;
    double d = 1.0, e = 0.0, x[100], hits = 0.0;
    for (i = 0; i < n; i++) x[i] = i + 1;
#pragma acc parallel loop copy(hits)
    for (i = 0; i < n; i++) {
#pragma acc atomic
        hits += 1.0;
    }
    CHECK(hits > 99.5 && hits < 100.5);
#pragma acc parallel loop reduction(&&:d) reduction(||:e)
    for (i = 0; i < n; i++) {
        if (x[i] < 0.5) d = 0.0;
        if (x[i] > 99.5) e = 1.0;
    }
    CHECK(d > 0.5 && e > 0.5);
#pragma acc parallel copy(x) firstprivate(t)
    {
        t = 1;
#pragma acc loop gang private(t, j)
        for (i = 0; i < n; i++) {
            t = i;
            for (j = 0; j < 2; j++) x[i] += t;
        }
    }
    CHECK(x[10] > 30.5 && x[10] < 31.5);
#pragma acc parallel loop private(i)
    for (i = 0; i < n; i++) x[i] = i;
    CHECK(x[99] > 98.5);
    CHECK_DONE();
}

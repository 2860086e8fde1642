// cflags: -std=c99 -pedantic-errors
/* A strictly conforming C99 program with OpenACC directives builds with -std=c99
 * -pedantic-errors, as under gcc (which ignores the directives): the GNU C of the generated
 * host code (the `__int128` trip counts of partitioned loops, the statement expressions of
 * atomics and reduction combines, the `_Static_assert`s of hoisted records and of data
 * clauses, the `_Generic` of max/min reduction identities) is marked `__extension__`, and the
 * context of a region that captures nothing is not initialised with empty braces. gcc
 * rejected it before ("ISO C does not support '__int128' types", "ISO C forbids braced-groups
 * within expressions", "ISO C99 does not support '_Generic'", "ISO C forbids empty initializer
 * braces") about code the user did not write. */
#include "check.h"

static int g[8];

int main(void) {
    struct pt { double x; int n; } p[16];
    int a[64], hist[4] = {0, 0, 0, 0};
    int i, j, s = 0, cap = 0, mx = -1;
    double d = 0.0, prod = 1.0;
    unsigned n = 64;

#pragma acc parallel loop copyout(a)
    for (i = 0; i < 64; i++) a[i] = i;

#pragma acc parallel loop collapse(2) reduction(+:s) copyin(a)
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++) s += a[i * 8 + j];
    CHECK(s == 2016);

#pragma acc parallel loop tile(4, 4) reduction(max:mx) copyin(a)
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++) mx = a[i * 8 + j] > mx ? a[i * 8 + j] : mx;
    CHECK(mx == 63);

#pragma acc parallel loop reduction(+:d) reduction(*:prod) copyin(a)
    for (i = 0; i < (int)n; i++) {
        d += a[i];
        prod *= 1.0;
    }
    CHECK(d == 2016.0 && prod == 1.0);

#pragma acc parallel loop copy(hist) copyin(a)
    for (i = 0; i < 64; i++) {
#pragma acc atomic update
        hist[a[i] % 4] += 1;
    }
    CHECK(hist[0] == 16 && hist[3] == 16);

#pragma acc parallel loop copy(cap) copyin(a)
    for (i = 0; i < 64; i++) {
        int old;
#pragma acc atomic capture
        old = cap++;
        (void)old;
    }
    CHECK(cap == 64);

#pragma acc parallel loop copyout(p[0:16])
    for (i = 0; i < 16; i++) {
        p[i].x = i * 0.5;
        p[i].n = i;
    }
    CHECK(p[15].n == 15 && p[15].x == 7.5);

#pragma acc kernels copyin(a) copyout(p[0:16])
    for (i = 0; i < 16; i++) p[i].n = a[i] * 2;
    CHECK(p[7].n == 14);

    /* A region that captures nothing (its context is initialised without empty braces). */
#pragma acc parallel loop copyout(g)
    for (int k = 0; k < 8; k++) g[k] = k;
    CHECK(g[7] == 7);

    CHECK_DONE();
}

/* Subarray bounds that are calls with no arguments (`p[lo():len()]`): the descriptor's host
 * address must be `&p[lo()]`, not `&p[lo]` (the generated C once stripped the call's `()`
 * with the parentheses around a bound, and cc rejected it). OpenACC 3.3, 2.7.1. */
#include "check.h"

static int lo_calls;
static int lo(void) { lo_calls++; return 5; }
static int len(void) { return 10; }
static int two(void) { return 2; }

int main(void) {
    static int a[100];
    int *p = a;
#pragma acc parallel loop copy(p[lo():len()])
    for (int i = 5; i < 15; i++) p[i] = i;
    /* The data clause evaluates the bound once; the launch, which translates p through the
     * section's first element on a device with its own memory, reads the clause's value
     * (it evaluated the bound again until 2026-11-29: subarray_bound_once.c). */
    CHECK(lo_calls == 1);
#pragma acc data copy(p[(lo()):two()])
    {
#pragma acc parallel loop present(p[lo():two()])
        for (int i = 5; i < 7; i++) p[i] += 100;
    }
    /* Once more for the data construct and once for the present clause. */
    CHECK(lo_calls == 3);
    for (int i = 0; i < 100; i++) {
        int want = i >= 5 && i < 15 ? i : 0;
        if (i >= 5 && i < 7) want += 100;
        CHECK(a[i] == want);
    }
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9 (loop construct restrictions): the loop variable may be any integer or a
 * pointer type, and may increase or decrease toward its termination condition; the trip
 * count must be computable on entry (2.9.1: the collapsed trip count has at least each loop
 * variable's precision). Loops with a run-time stride whose sign is only known at run time,
 * unsigned variables counting down, char and short variables, 64-bit bounds beyond 2^32,
 * pointer variables in a collapse, and bounds near INT_MAX, each checked against the host. */
#include <limits.h>
#include "check.h"
#define N 1000
static int stride(int s) { return s; } /* not constant-folded into the loop */
int main(void) {
    static int hit[N];
    /* run-time stride, negative: from N-1 down by 3 */
    int st = stride(-3);
    for (int i = 0; i < N; i++) hit[i] = 0;
#pragma acc parallel loop copy(hit)
    for (int i = N - 1; i >= 0; i += st) hit[i] += 1;
    for (int i = 0; i < N; i++) CHECK(hit[i] == ((N - 1 - i) % 3 == 0));
    /* run-time stride, positive, with > */
    st = stride(7);
    for (int i = 0; i < N; i++) hit[i] = 0;
#pragma acc parallel loop copy(hit)
    for (int i = 5; N > i; i += st) hit[i] += 1;
    for (int i = 0; i < N; i++) CHECK(hit[i] == (i >= 5 && (i - 5) % 7 == 0));
    /* unsigned counting down to (and including) 1 with > 0 */
    for (int i = 0; i < N; i++) hit[i] = 0;
#pragma acc parallel loop copy(hit)
    for (unsigned u = N - 1; u > 0; u--) hit[u] += 2;
    CHECK(hit[0] == 0);
    for (int i = 1; i < N; i++) CHECK(hit[i] == 2);
    /* char and short loop variables */
    long csum = 0, ssum = 0;
#pragma acc parallel loop reduction(+:csum)
    for (signed char c = -100; c < 100; c += 3) csum += c;
#pragma acc parallel loop reduction(+:ssum)
    for (short s = 30000; s > -30000; s -= 1001) ssum += s;
    long hc = 0, hs = 0;
    for (signed char c = -100; c < 100; c += 3) hc += c;
    for (short s = 30000; s > -30000; s -= 1001) hs += s;
    CHECK(csum == hc && ssum == hs);
    /* 64-bit bounds beyond 2^32 */
    long long lsum = 0, hl = 0;
    long long base = 1LL << 33;
#pragma acc parallel loop reduction(+:lsum)
    for (long long k = base; k < base + 3 * N; k += 3) lsum += k - base;
    for (long long k = base; k < base + 3 * N; k += 3) hl += k - base;
    CHECK(lsum == hl);
    /* bounds near INT_MAX with <= (the trip count does not overflow int arithmetic) */
    long nsum = 0;
#pragma acc parallel loop reduction(+:nsum)
    for (int i = INT_MAX - 9; i <= INT_MAX - 1; i++) nsum += INT_MAX - i;
    CHECK(nsum == 45);
    /* unsigned with a step that wraps past the bound is never reached: i < 10u, step 4 */
    int cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
    for (unsigned i = 0; i < 10u; i += 4) cnt++;
    CHECK(cnt == 3);
    /* pointer loop variables in a collapse(2) */
    static double m[40][25];
    static double w[25];
    for (int c = 0; c < 25; c++) w[c] = c * 0.25;
    double *w0 = w, *w1 = w + 25; /* invariant bounds (2.9.1) */
#pragma acc parallel loop collapse(2) copyout(m) copyin(w)
    for (int r = 0; r < 40; r++)
        for (double *p = w0; p < w1; p++) m[r][p - w0] = r * 100 + w[p - w0]; /* p: host addresses */
    for (int r = 0; r < 40; r++)
        for (int c = 0; c < 25; c++) CHECK(m[r][c] == r * 100 + c * 0.25);
    /* collapse(2) of a decreasing and an increasing loop with run-time strides */
    static int g[30][50];
    int s1 = stride(-2), s2 = stride(5);
    for (int r = 0; r < 30; r++)
        for (int c = 0; c < 50; c++) g[r][c] = 0;
#pragma acc parallel loop collapse(2) copy(g)
    for (int r = 29; r >= 0; r += s1)
        for (int c = 1; c < 50; c += s2) g[r][c] = r + c;
    for (int r = 0; r < 30; r++)
        for (int c = 0; c < 50; c++) CHECK(g[r][c] == ((r % 2 == 1 && c % 5 == 1) ? r + c : 0));
    CHECK_DONE();
}

/* Loops whose test is on the variable plus or minus an invariant (`i + len <= n`, the interval
 * loops of dynamic programming and stencils): 2.9 asks of a loop without `seq` only an integer
 * (or pointer) variable moving monotonically towards its termination condition and a trip
 * count computable on entry, and the test on `i + e` is the test on a variable starting at
 * `lb + e` with the same steps. These were "not in canonical form": a compile error under
 * `parallel loop`, and a host-only region under a `loop vector` (found by the apps11 hunt's
 * CKY port). The counts follow C's types: an unsigned sum wraps (`i - 1 < n` from 0 never
 * runs), a `size_t` `i + 1 < m` with m == 0 runs no iteration. Checked against the host. */
#include <stddef.h>
#include "check.h"
#define N 40

static int host_count(int lo, int len, int n) { int c = 0; for (int i = lo; i + len <= n; i++) c++; return c; }

int main(void)
{
    int a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N][N], t[N][N];
    for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = d[i] = e[i] = f[i] = g[i] = 0;
    int n = N, len = 3;
    size_t m0 = 0, m5 = 5;
    unsigned un = 10;
    long ln = 30;
    double xb = 10.5;
    int cnt[N + 1];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) t[i][j] = 0;
#pragma acc data copy(a, b, c, d, e, f, g, t) copyout(h, cnt)
    {
#pragma acc parallel loop
        for (int i = 0; i + len <= n; i++) a[i] += 1;          /* 38 iterations */
#pragma acc parallel loop
        for (int i = 2; len + i < n; i++) a[i] += 10;          /* i = 2..36 */
#pragma acc parallel loop
        for (int i = 0; n > i + 5; i++) b[i] += 1;             /* flipped: i = 0..34 */
#pragma acc parallel loop
        for (int i = N - 1; i - len >= 0; i--) c[i] += 1;      /* decreasing: i = 39..3 */
#pragma acc parallel loop
        for (int i = 0; i - 1 < 7; i += 2) d[i] += 1;          /* step 2: i = 0..6 */
#pragma acc parallel loop
        for (size_t i = 0; i + 1 < m0; i++) e[i] += 1;         /* size_t, m0 == 0: none */
#pragma acc parallel loop
        for (size_t i = 0; i + 1 < m5; i++) e[i] += 2;         /* i = 0..3 */
#pragma acc parallel loop
        for (unsigned i = 0; i - 1 < un; i++) e[i] += 100;     /* (unsigned)-1 < 10: none */
#pragma acc parallel loop
        for (long i = 1; i + len < ln; i++) f[i] += 1;         /* long: i = 1..26 */
#pragma acc parallel loop
        for (int i = 0; i + 1 < xb; i++) f[i] += 10;           /* floating bound: i = 0..9 */
#pragma acc parallel loop
        for (int *p = g; p + 2 < g + N; p++) *p += 1;          /* pointer: g[0..37] */
#pragma acc parallel loop collapse(2)
        for (int i = 0; i + 1 < N; i++)
            for (int j = 0; j + len < N; j++) h[i][j] = i * 100 + j;
#pragma acc parallel loop tile(8, 4)
        for (int i = 0; i + 2 < N; i++)
            for (int j = 1; len + j <= N; j++) t[i][j] = i - j;
        /* a gang-redundant interval length and a vector loop over the start positions */
#pragma acc parallel loop gang vector_length(32)
        for (int lo = 0; lo <= N; lo++) {
            int k = 0;
            for (int l = 1; l <= 4; l++) {
                int part = 0;
#pragma acc loop vector reduction(+:part)
                for (int i = lo; i + l <= N; i++) part += 1;
                k += part;
            }
            cnt[lo] = k;
        }
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        bad += a[i] != (i + len <= n) + 10 * (i >= 2 && len + i < n);
        bad += b[i] != (i + 5 < n);
        bad += c[i] != (i >= len);
        bad += d[i] != (i % 2 == 0 && i <= 6);
        bad += e[i] != 2 * (i < 4);
        bad += f[i] != (i >= 1 && i + len < 30) + 10 * (i < 10);
        bad += g[i] != (i + 2 < N);
    }
    for (int i = 0; i + 1 < N; i++)
        for (int j = 0; j + len < N; j++) bad += h[i][j] != i * 100 + j;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) bad += t[i][j] != (i + 2 < N && j >= 1 && len + j <= N ? i - j : 0);
    for (int lo = 0; lo <= N; lo++) {
        int k = 0;
        for (int l = 1; l <= 4; l++) k += host_count(lo, l, N);
        bad += cnt[lo] != k;
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

/* Loops whose test steps their variable (2.9: the trip count is computable on entry), the
 * usual unsigned countdown `for (size_t i = n; i-- > 0;)` first: nvc and gcc accept them,
 * oxacc reported "needs a condition and an increment". Each form under `parallel loop`
 * (and collapse, a reduction, `kernels`, a pointer variable) must run iterations n-1 down
 * to lo with `i` seen in the body as C sees it. A variable declared outside the `for` is
 * private to a `parallel loop` (2.6.1: the host's keeps its value, as for every loop), and
 * gets C's final value after a `kernels` loop (SIZE_MAX after `i-- > 0`; `n - 1`, wrapped,
 * when no iteration ran), as canonical loops do there. The expected values are those of
 * the same loops run sequentially. */
#include "check.h"
#include <stddef.h>
#include <stdint.h>
#define N 37

int main(void)
{
    double a[N], b[N];
    int m[N][N];
    size_t n = N;
    int ni = N;
    for (int k = 0; k < N; k++) a[k] = k + 0.5;

    /* The usual unsigned countdown. */
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (size_t i = n; i-- > 0;) b[i] = 2 * a[i];
    for (int k = 0; k < N; k++) CHECK(b[k] == 2 * a[k]);

    /* Declared outside: private to the parallel loop; after a kernels loop, C's final
     * value, (size_t)0 - 1. */
    size_t i = 12345;
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (i = n; i-- > 0;) b[i] = 3 * a[i];
    for (int k = 0; k < N; k++) CHECK(b[k] == 3 * a[k]);
    CHECK(i == 12345);
#pragma acc kernels copyin(a) copy(b)
    for (i = n; i-- > 0;) b[i] = 3 * a[i] + 1;
    for (int k = 0; k < N; k++) CHECK(b[k] == 3 * a[k] + 1);
    CHECK(i == SIZE_MAX);

    /* No iteration: i ends at n - 1, wrapped. */
    size_t zero = 0;
    i = 5;
#pragma acc kernels copy(b)
    for (i = zero; i-- > 0;) b[i] = -7;
    CHECK(i == SIZE_MAX);
    CHECK(b[0] == 3 * a[0] + 1);

    /* `i--` alone and `i-- != 0`. */
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (i = n; i--;) b[i] = 4 * a[i];
    for (int k = 0; k < N; k++) CHECK(b[k] == 4 * a[k]);
    i = 3;
#pragma acc kernels copyin(a) copy(b)
    for (i = n; i--;) b[i] = 4 * a[i] + 1;
    for (int k = 0; k < N; k++) CHECK(b[k] == 4 * a[k] + 1);
    CHECK(i == SIZE_MAX);
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (unsigned u = N; u-- != 0;) b[u] = 5 * a[u];
    for (int k = 0; k < N; k++) CHECK(b[k] == 5 * a[k]);

    /* A lower bound: iterations n-1 down to lo, final value lo - 1. */
    size_t lo = 10;
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (i = n; i-- > lo;) b[i] = 6 * a[i];
    for (int k = 0; k < N; k++) CHECK(b[k] == (k >= 10 ? 6 * a[k] : -1));
#pragma acc kernels copyin(a) copy(b)
    for (i = n; i-- > lo;) b[i] = 6 * a[i] + 1;
    for (int k = 0; k < N; k++) CHECK(b[k] == (k >= 10 ? 6 * a[k] + 1 : -1));
    CHECK(i == lo - 1);

    /* `0 < i--` and `i-- >= 1` (signed). */
    int j;
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (j = ni; 0 < j--;) b[j] = 7 * a[j];
    for (int k = 0; k < N; k++) CHECK(b[k] == 7 * a[k]);
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (j = ni; j-- >= 1;) b[j] = 8 * a[j];
    for (int k = 0; k < N; k++) CHECK(b[k] == 8 * a[k]);
#pragma acc kernels copyin(a) copy(b)
    for (j = ni; j-- >= 1;) b[j] = 8 * a[j] + 1;
    for (int k = 0; k < N; k++) CHECK(b[k] == 8 * a[k] + 1);
    CHECK(j == -1);

    /* Pre-decrement: `--j >= 0`, `--j > 4`, `--j` alone (an unsigned char too). */
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (j = ni; --j >= 0;) b[j] = 9 * a[j];
    for (int k = 0; k < N; k++) CHECK(b[k] == 9 * a[k]);
    j = 99;
#pragma acc kernels copyin(a) copy(b)
    for (j = ni; --j >= 0;) b[j] = 9 * a[j] + 1;
    for (int k = 0; k < N; k++) CHECK(b[k] == 9 * a[k] + 1);
    CHECK(j == -1);
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copyin(a) copy(b)
    for (int p = ni; --p > 4;) b[p] = 10 * a[p];
    for (int k = 0; k < N; k++) CHECK(b[k] == (k > 4 ? 10 * a[k] : -1));
    for (int k = 0; k < N; k++) b[k] = -1;
    unsigned char c;
#pragma acc kernels copyin(a) copy(b)
    for (c = N; --c;) b[c] = 11 * a[c];
    for (int k = 0; k < N; k++) CHECK(b[k] == (k > 0 ? 11 * a[k] : -1));
    CHECK(c == 0);

    /* Counting up: `k++ < n` and `++k < n`. */
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc kernels copyin(a) copy(b)
    for (j = -1; j++ < ni - 1;) b[j] = 12 * a[j];
    for (int k = 0; k < N; k++) CHECK(b[k] == 12 * a[k]);
    CHECK(j == N);
#pragma acc parallel loop copyin(a) copy(b)
    for (int p = -1; ++p < ni;) b[p] = 15 * a[p];
    for (int k = 0; k < N; k++) CHECK(b[k] == 15 * a[k]);

    /* A pointer: `p-- > a`. */
    double *q;
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc parallel loop copy(b)
    for (q = b + N; q-- > b;) *q = 13;
    for (int k = 0; k < N; k++) CHECK(b[k] == 13);

    /* A reduction, collapse, and `kernels`. */
    double sum = 0;
#pragma acc parallel loop copyin(a) reduction(+:sum)
    for (size_t k = n; k-- > 0;) sum += a[k];
    CHECK(sum == N * (N - 1) / 2.0 + 0.5 * N);
#pragma acc parallel loop collapse(2) copyout(m)
    for (size_t r = n; r-- > 0;)
        for (int s = ni; --s >= 0;) m[r][s] = (int)r * 100 + s;
    for (int r = 0; r < N; r++)
        for (int s = 0; s < N; s++) CHECK(m[r][s] == r * 100 + s);
    for (int k = 0; k < N; k++) b[k] = -1;
#pragma acc kernels copyin(a) copy(b)
    for (size_t k = n; k-- > 0;) b[k] = 14 * a[k];
    for (int k = 0; k < N; k++) CHECK(b[k] == 14 * a[k]);
    /* A carried dependence keeps a `kernels` countdown sequential, as C runs it. */
#pragma acc kernels copy(b)
    for (size_t k = n - 1; k-- > 0;) b[k] = b[k + 1] + 1;
    for (int k = 0; k < N; k++) CHECK(b[k] == 14 * a[N - 1] + (N - 1 - k));
    CHECK_DONE();
}

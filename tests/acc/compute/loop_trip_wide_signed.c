// cflags: -fsanitize=undefined -fno-sanitize-recover=undefined
/* OpenACC 3.3, 2.9.1: a loop's iteration count is computed before it runs, and each iteration
 * gets the value the sequential loop gives its variable. A `long long` loop over a range wider
 * than LLONG_MAX (`LLONG_MIN .. LLONG_MAX - 10` by `LLONG_MAX / 3`) takes six values, each
 * representable, but the offset `k * step` of the fifth is not: the OpenACC host team and the
 * CUDA writer computed `lb + k * step` in `long long`, signed overflow (undefined; this test's
 * -fsanitize=undefined stopped there, on the host and in the emul simulator, whose kernels the
 * harness compiles with the same sanitizer). Now computed in `unsigned long long` and
 * converted, as the OpenMP writer does. Gang, gang vector, worker and vector loops, collapse(2)
 * with the wide loop inner and outer, tile, decreasing loops, a `kernels` loop whose variable
 * is read after it (its final value, LLONG_MAX - 3, also past the overflowing offset), and a
 * gang routine's loop. */
#include <limits.h>
#include "check.h"

#define ST (LLONG_MAX / 3)
#define N 6
static long long want_up[N], want_down[N];

#pragma acc routine seq
static int slot_up(long long i) {
    return (int)(((unsigned long long)i - (unsigned long long)LLONG_MIN) / (unsigned long long)ST);
}
#pragma acc routine seq
static int slot_down(long long i) {
    return (int)(((unsigned long long)LLONG_MAX - (unsigned long long)i) / (unsigned long long)ST);
}

#pragma acc routine gang
static void routine_loop(long long *out) {
#pragma acc loop gang
    for (long long i = LLONG_MIN; i < LLONG_MAX - 10; i += ST) out[slot_up(i)] = i;
}

static int same(const long long *got, const long long *want) {
    for (int k = 0; k < N; k++)
        if (got[k] != want[k]) return 0;
    return 1;
}

int main(void) {
    int n = 0;
    for (long long i = LLONG_MIN; i < LLONG_MAX - 10; i += ST) want_up[n++] = i;
    CHECK(n == N);
    n = 0;
    for (long long i = LLONG_MAX; i > LLONG_MIN + 10; i -= ST) want_down[n++] = i;
    CHECK(n == N);

    long long a[N] = {0};
#pragma acc parallel loop copy(a)
    for (long long i = LLONG_MIN; i < LLONG_MAX - 10; i += ST) a[slot_up(i)] = i;
    CHECK(same(a, want_up));

    long long b[N] = {0};
#pragma acc parallel loop gang vector copy(b)
    for (long long i = LLONG_MAX; i > LLONG_MIN + 10; i -= ST) b[slot_down(i)] = i;
    CHECK(same(b, want_down));

    /* The wide loop inner, then outer, of a collapsed nest. */
    long long c[3][N] = {{0}}, d[N][3] = {{0}};
#pragma acc parallel loop collapse(2) copy(c)
    for (int j = 0; j < 3; j++)
        for (long long i = LLONG_MIN; i < LLONG_MAX - 10; i += ST) c[j][slot_up(i)] = i + j;
#pragma acc parallel loop collapse(2) copy(d)
    for (long long i = LLONG_MAX; i > LLONG_MIN + 10; i -= ST)
        for (int j = 0; j < 3; j++) d[slot_down(i)][j] = i - j;
    for (int j = 0; j < 3; j++)
        for (int k = 0; k < N; k++) {
            CHECK(c[j][k] == want_up[k] + j);
            CHECK(d[k][j] == want_down[k] - j);
        }

    long long t[N][2] = {{0}};
#pragma acc parallel loop tile(2, 4) copy(t)
    for (long long i = LLONG_MIN; i < LLONG_MAX - 10; i += ST)
        for (int j = 0; j < 2; j++) t[slot_up(i)][j] = i ^ j;
    for (int k = 0; k < N; k++) CHECK(t[k][0] == want_up[k] && t[k][1] == (want_up[k] ^ 1));

    /* Worker and vector loops inside a gang loop. */
    long long w[2][N] = {{0}}, v[2][N] = {{0}};
#pragma acc parallel loop gang copy(w, v)
    for (int g = 0; g < 2; g++) {
#pragma acc loop worker
        for (long long i = LLONG_MIN; i < LLONG_MAX - 10; i += ST) w[g][slot_up(i)] = i;
#pragma acc loop vector
        for (long long i = LLONG_MAX; i > LLONG_MIN + 10; i -= ST) v[g][slot_down(i)] = i;
    }
    for (int g = 0; g < 2; g++) {
        CHECK(same(w[g], want_up));
        CHECK(same(v[g], want_down));
    }

    /* A kernels loop whose variable, declared before it, is read after it. */
    long long e[N] = {0};
    long long i;
#pragma acc kernels copy(e)
    for (i = LLONG_MIN; i < LLONG_MAX - 10; i += ST) e[slot_up(i)] = i;
    CHECK(same(e, want_up));
    CHECK(i == LLONG_MAX - 3);

    long long r[N] = {0};
#pragma acc parallel copy(r)
    routine_loop(r);
    CHECK(same(r, want_up));
    CHECK_DONE();
}

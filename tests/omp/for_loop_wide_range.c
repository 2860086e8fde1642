/* A for loop whose range is wider than its type (2.4.1): long long from LLONG_MIN to near
 * LLONG_MAX by LLONG_MAX / 3 has 6 iterations, all representable, but a thread's first and
 * last values lb + k * step overflow in long long for k >= 4. Computed in long long (signed
 * overflow, undefined), gcc -O2 dropped the chunk loop's exit test and the loop never ended
 * (hunt26 bug01); the offsets are now computed in unsigned arithmetic and converted. Also
 * decreasing, ordered (the per-iteration value) and lastprivate of the variable
 * (the value after the loop). -fsanitize=signed-integer-overflow makes any such overflow in
 * the generated code stop the program. (gcc -fopenmp itself runs these loops 0 times.) */
/* flags: -fsanitize=signed-integer-overflow -fno-sanitize-recover=all */
#include <limits.h>
#include "check.h"
static long long seen[6];
static int where(long long v, long long lb, long long st) {
    /* v == lb + k * st for k in [0, 6): find k without overflowing. */
    for (int k = 0; k < 6; k++) {
        if (v == lb) return k;
        if (k < 5) lb = (long long)((unsigned long long)lb + (unsigned long long)st);
    }
    return -1;
}
#define RUN(S)                                                                             \
    for (int k = 0; k < 6; k++) seen[k] = 0;                                               \
    _Pragma(S)                                                                             \
    for (long long v = LLONG_MIN; v < LLONG_MAX - 10; v += LLONG_MAX / 3) {                \
        int k = where(v, LLONG_MIN, LLONG_MAX / 3);                                        \
        if (k < 0) continue;                                                               \
        _Pragma("omp atomic") seen[k]++;                                                   \
    }                                                                                      \
    for (int k = 0; k < 6; k++) CHECK(seen[k] == 1);                                       \
    for (int k = 0; k < 6; k++) seen[k] = 0;                                               \
    _Pragma(S)                                                                             \
    for (long long v = LLONG_MAX; v > LLONG_MIN + 10; v -= LLONG_MAX / 3) {                \
        int k = where(v, LLONG_MAX, -(LLONG_MAX / 3));                                     \
        if (k < 0) continue;                                                               \
        _Pragma("omp atomic") seen[k]++;                                                   \
    }                                                                                      \
    for (int k = 0; k < 6; k++) CHECK(seen[k] == 1);
int main(void) {
    RUN("omp parallel for schedule(static)")
    RUN("omp parallel for schedule(static, 1)")
    RUN("omp parallel for schedule(dynamic)")
    RUN("omp parallel for schedule(guided)")
    /* ordered: the variable is computed from the iteration number in each iteration. */
    long long order[6], n = 0;
#pragma omp parallel for ordered schedule(dynamic)
    for (long long v = LLONG_MIN; v < LLONG_MAX - 10; v += LLONG_MAX / 3) {
#pragma omp ordered
        order[n++] = v;
    }
    CHECK(n == 6);
    for (int k = 0; k < 6 && k < n; k++) CHECK(where(order[k], LLONG_MIN, LLONG_MAX / 3) == k);
    /* lastprivate of the variable: its value after the loop, LLONG_MIN + 6 * (LLONG_MAX / 3)
     * = LLONG_MAX - 3, as the sequential loop leaves it. */
    long long last = 0;
#pragma omp parallel for lastprivate(last)
    for (last = LLONG_MIN; last < LLONG_MAX - 10; last += LLONG_MAX / 3)
        ;
    CHECK(last == LLONG_MAX - 3);
    CHECK_DONE();
}

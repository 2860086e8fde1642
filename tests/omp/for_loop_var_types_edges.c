/* The chunk loop of a `for` construct runs on the user's variable in its own type (2.4.1):
 * narrow and wide signed types, decreasing loops, steps that do not divide the range, bounds
 * next to the type's limits, `continue`, under every schedule. Each iteration runs once.
 * (for_large_trip.c: a loop whose step past its last value would overflow.) gcc 12 runs the
 * signed char loop 0 times under schedule(static): its trip count overflows signed char. */
#include <limits.h>
#include "check.h"
static int hits[1000];
static void clear(void) { for (int k = 0; k < 1000; k++) hits[k] = 0; }
static int all_once(int n) {
    for (int k = 0; k < 1000; k++)
        if (hits[k] != (k < n)) return 0;
    return 1;
}
#define HIT(k) do { _Pragma("omp atomic") hits[k]++; } while (0)
#define RUN(S)                                                                             \
    clear();                                                                               \
    _Pragma(S)                                                                             \
    for (signed char c = 120; c >= -120; c -= 7) HIT((120 - c) / 7);                        \
    CHECK(all_once(35));                                                                   \
    clear();                                                                               \
    { short s;                                                                             \
    _Pragma(S)                                                                             \
    for (s = SHRT_MAX - 40; s <= SHRT_MAX - 3; s += 4) HIT((s - (SHRT_MAX - 40)) / 4); }   \
    CHECK(all_once(10));                                                                   \
    clear();                                                                               \
    _Pragma(S)                                                                             \
    for (int i = INT_MAX - 999; i < INT_MAX; i++) HIT(i - (INT_MAX - 999));                 \
    CHECK(all_once(999));                                                                  \
    clear();                                                                               \
    _Pragma(S)                                                                             \
    for (int i = INT_MIN + 998; i > INT_MIN + 2; i -= 3) HIT((INT_MIN + 998 - i) / 3);      \
    CHECK(all_once(332));                                                                  \
    clear();                                                                               \
    _Pragma(S)                                                                             \
    for (long long j = 5000000000LL; j > 5000000000LL - 700; j--) {                        \
        if (j % 2) continue;                                                               \
        HIT((5000000000LL - j) / 2);                                                       \
    }                                                                                      \
    CHECK(all_once(350));
int main(void) {
    RUN("omp parallel for schedule(static)")
    RUN("omp parallel for schedule(static, 3)")
    RUN("omp parallel for schedule(dynamic, 2)")
    RUN("omp parallel for schedule(guided, 5)")
    RUN("omp parallel for schedule(runtime)")
    CHECK_DONE();
}

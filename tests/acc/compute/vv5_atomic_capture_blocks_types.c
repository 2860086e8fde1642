/* OpenACC 3.3, 2.12 (atomic construct): the fifteen structured-block shapes of atomic capture,
 * run by every iteration of a parallel loop, on int, unsigned, long long, short,
 * float and double; the captured values must be the distinct steps of one serial order, as
 * the V&V suite's atomic_structured_* programs check them. */
#include <string.h>
#include "check.h"
#define N 200
/* seen[v - base] counts the captured values: each value from base to base + N - 1 once */
#define DISTINCT(T, cap, base, step)                                        \
    do {                                                                    \
        static int seen[N];                                                 \
        memset(seen, 0, sizeof seen);                                       \
        int bad = 0;                                                        \
        for (int i = 0; i < N; i++) {                                       \
            long long k = (long long)(((cap)[i] - (T)(base)) / (T)(step));  \
            if (k < 0 || k >= N || seen[k]++) bad++;                        \
        }                                                                   \
        CHECK(bad == 0);                                                    \
    } while (0)

#define SHAPES(T, NAME)                                                             \
static void NAME(void) {                                                            \
    T x, cap[N];                                                                    \
    /* {v = x; x binop= expr;} */                                                   \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; x += 2; }                       \
    }                                                                               \
    CHECK(x == (T)(2 * N)); DISTINCT(T, cap, 0, 2);                                 \
    /* {x binop= expr; v = x;} */                                                   \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { x += 1; cap[i] = x; }                       \
    }                                                                               \
    CHECK(x == (T)N); DISTINCT(T, cap, 1, 1);                                       \
    /* {v = x; x = x binop expr;} */                                                \
    x = (T)(3 * N);                                                                 \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; x = x - 3; }                    \
    }                                                                               \
    CHECK(x == (T)0); DISTINCT(T, cap, 3, 3);                                       \
    /* {v = x; x = expr binop x;} */                                                \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; x = 1 + x; }                    \
    }                                                                               \
    CHECK(x == (T)N); DISTINCT(T, cap, 0, 1);                                       \
    /* {x = x binop expr; v = x;} */                                                \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { x = x + 1; cap[i] = x; }                    \
    }                                                                               \
    CHECK(x == (T)N); DISTINCT(T, cap, 1, 1);                                       \
    /* {x = expr binop x; v = x;} */                                                \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { x = 1 + x; cap[i] = x; }                    \
    }                                                                               \
    CHECK(x == (T)N); DISTINCT(T, cap, 1, 1);                                       \
    /* {v = x; x = expr;}: every value written is read back once, but one */        \
    x = (T)N;                                                                       \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; x = (T)i; }                     \
    }                                                                               \
    {                                                                               \
        static int seen[N + 1]; memset(seen, 0, sizeof seen); int bad = 0;          \
        for (int i = 0; i < N; i++) {                                               \
            long long k = (long long)cap[i];                                        \
            if (k < 0 || k > N || seen[k]++) bad++;                                 \
        }                                                                           \
        seen[(long long)x]++;                                                       \
        for (int i = 0; i <= N; i++) bad += seen[i] != 1;                           \
        CHECK(bad == 0);                                                            \
    }                                                                               \
    /* {v = x; x++;} {v = x; ++x;} {++x; v = x;} {x++; v = x;} */                   \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; x++; }                          \
    }                                                                               \
    CHECK(x == (T)N); DISTINCT(T, cap, 0, 1);                                       \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; ++x; }                          \
    }                                                                               \
    CHECK(x == (T)(2 * N)); DISTINCT(T, cap, N, 1);                                 \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { ++x; cap[i] = x; }                          \
    }                                                                               \
    CHECK(x == (T)(3 * N)); DISTINCT(T, cap, 2 * N + 1, 1);                         \
    x = 0;                                                                          \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { x++; cap[i] = x; }                          \
    }                                                                               \
    CHECK(x == (T)N); DISTINCT(T, cap, 1, 1);                                       \
    /* {v = x; x--;} {v = x; --x;} {--x; v = x;} {x--; v = x;} */                   \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; x--; }                          \
    }                                                                               \
    CHECK(x == (T)0); DISTINCT(T, cap, 1, 1);                                       \
    x = (T)N;                                                                       \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { cap[i] = x; --x; }                          \
    }                                                                               \
    CHECK(x == (T)0); DISTINCT(T, cap, 1, 1);                                       \
    x = (T)N;                                                                       \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { --x; cap[i] = x; }                          \
    }                                                                               \
    CHECK(x == (T)0); DISTINCT(T, cap, 0, 1);                                       \
    x = (T)N;                                                                       \
    _Pragma("acc parallel loop copy(x) copyout(cap)")                               \
    for (int i = 0; i < N; i++) {                                                   \
        _Pragma("acc atomic capture") { x--; cap[i] = x; }                          \
    }                                                                               \
    CHECK(x == (T)0); DISTINCT(T, cap, 0, 1);                                       \
}
SHAPES(int, t_int)
SHAPES(unsigned, t_unsigned)
SHAPES(long long, t_llong)
SHAPES(short, t_short)
SHAPES(float, t_float)
SHAPES(double, t_double)
int main(void) {
    t_int(); t_unsigned(); t_llong(); t_short(); t_float(); t_double();
    CHECK_DONE();
}

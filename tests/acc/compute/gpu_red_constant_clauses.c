/* OpenACC 3.3, 2.5.15 / 2.9.11 with 2.5.10-2.5.12: reductions under constant num_gangs /
 * num_workers / vector_length clauses of 1, 7, 32 and 1024 (a writer may specialise the
 * reduction on a constant vector length; gpu_red_*.c use run-time values): +, *, max, min, &,
 * |, ^, && and || on int, long long, float and double on one gang worker vector loop and on
 * nested gang > worker > vector loops. Exact values. */
#include "check.h"

#define DO_PRAGMA(x) _Pragma(#x)
#define PRAGMA(x) DO_PRAGMA(x)

enum { N = 4001 };

#define ONE_LOOP(G, W, V)                                                              \
    static void one_##G##_##W##_##V(void) {                                           \
        int si = 3, pi = 1, mx = -5, mn = 99, ba = ~0, bo = 0, bx = 0, la = 1, lo = 0; \
        long long sl = 0;                                                              \
        float mf = -1.0f;                                                              \
        double sd = 0.5;                                                               \
        PRAGMA(acc parallel loop gang worker vector num_gangs(G) num_workers(W) vector_length(V) \
               reduction(+:si, sl, sd) reduction(*:pi) reduction(max:mx, mf) reduction(min:mn) \
               reduction(&:ba) reduction(|:bo) reduction(^:bx) reduction(&&:la) reduction(||:lo)) \
        for (int i = 0; i < N; i++) {                                                  \
            si += i % 3;                                                               \
            sl += i;                                                                   \
            sd += 0.25;                                                                \
            pi *= (i % 1000 == 999) ? 2 : 1;                                           \
            mx = (i * 7) % 1009 > mx ? (i * 7) % 1009 : mx;                            \
            mf = (float)(i % 777) > mf ? (float)(i % 777) : mf;                        \
            mn = (i * 13) % 97 + 2 < mn ? (i * 13) % 97 + 2 : mn;                      \
            ba &= i == 2000 ? ~8 : ~0;                                                 \
            bo |= 1 << (i % 9);                                                        \
            bx ^= i % 4;                                                               \
            la = la && (i != 3000);                                                    \
            lo = lo || (i == 17);                                                      \
        }                                                                              \
        CHECK(si == 3 + 1334 * 1 + 1333 * 2);                                          \
        CHECK(sl == (long long)N * (N - 1) / 2);                                       \
        CHECK(sd == 0.5 + N * 0.25);                                                   \
        CHECK(pi == 16);                                                               \
        CHECK(mx == 1008 && mf == 776.0f && mn == 2);                                  \
        CHECK(ba == ~8 && bo == 511 && bx == 0);                                        \
        CHECK(la == 0 && lo == 1);                                                     \
    }

#define NESTED(G, W, V)                                                                \
    static void nest_##G##_##W##_##V(void) {                                          \
        long long s = 1;                                                               \
        double d = 0;                                                                  \
        int m = 0;                                                                     \
        PRAGMA(acc parallel num_gangs(G) num_workers(W) vector_length(V) copy(s, d, m)) \
        {                                                                              \
            PRAGMA(acc loop gang reduction(+:s, d) reduction(max:m))                   \
            for (int i = 0; i < 9; i++) {                                              \
                PRAGMA(acc loop worker reduction(+:s, d) reduction(max:m))             \
                for (int j = 0; j < 5; j++) {                                          \
                    PRAGMA(acc loop vector reduction(+:s, d) reduction(max:m))         \
                    for (int k = 0; k < 40; k++) {                                     \
                        s += i * 200 + j * 40 + k;                                     \
                        d += 0.5;                                                      \
                        m = (i * 200 + j * 40 + k) % 1001 > m ? (i * 200 + j * 40 + k) % 1001 : m; \
                    }                                                                  \
                }                                                                      \
            }                                                                          \
        }                                                                              \
        CHECK(s == 1 + 1800LL * 1799 / 2);                                             \
        CHECK(d == 900.0);                                                             \
        CHECK(m == 1000);                                                              \
    }

ONE_LOOP(1, 1, 1)
ONE_LOOP(7, 7, 7)
ONE_LOOP(32, 1, 32)
ONE_LOOP(1024, 1, 32)
ONE_LOOP(2, 1, 1024)
ONE_LOOP(2, 1024, 1)
ONE_LOOP(2, 32, 32)
NESTED(1, 1, 1)
NESTED(7, 7, 7)
NESTED(32, 1, 32)
NESTED(1024, 1, 1)
NESTED(2, 1, 1024)
NESTED(2, 1024, 1)
NESTED(2, 32, 32)

int main(void) {
    one_1_1_1();
    one_7_7_7();
    one_32_1_32();
    one_1024_1_32();
    one_2_1_1024();
    one_2_1024_1();
    one_2_32_32();
    nest_1_1_1();
    nest_7_7_7();
    nest_32_1_32();
    nest_1024_1_1();
    nest_2_1_1024();
    nest_2_1024_1();
    nest_2_32_32();
    CHECK_DONE();
}

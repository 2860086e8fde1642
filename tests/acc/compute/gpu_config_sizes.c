/* OpenACC 3.3, 2.5.10-2.5.12 (num_gangs, num_workers, vector_length): constant clause values of
 * 1, 7, 32 and 1024 on each clause, with a loop at the matching level (every iteration once),
 * vector lengths that are not multiples of the warp size (7, 33, 100), and run-time clause
 * values; "The implementation may use a different value than specified" for workers and
 * vector lanes, so only the results are checked, and the gang count only through
 * gang-redundant code. */
#include "gpu_check.h"

enum { N = 3000 };

/* _Pragma with the clause value substituted: one region per constant value. */
#define DO_PRAGMA(x) _Pragma(#x)
#define PRAGMA(x) DO_PRAGMA(x)
static int mark[N];

static void reset(void) {
    for (int i = 0; i < N; i++) mark[i] = 0;
}
static void expect(const char *what) {
    int bad = 0;
    for (int i = 0; i < N; i++) bad += mark[i] != 1;
    if (bad) fprintf(stderr, "%s: %d wrong\n", what, bad);
    CHECK(bad == 0);
}

#define GANGS(G)                                                                      \
    do {                                                                              \
        int gr = 0;                                                                   \
        reset();                                                                      \
        PRAGMA(acc parallel num_gangs(G) copy(mark, gr))                     \
        {                                                                             \
            _Pragma("acc atomic update") gr++;                                        \
            _Pragma("acc loop gang") for (int i = 0; i < N; i++) mark[i] += 1;        \
        }                                                                             \
        expect("num_gangs(" #G ")");                                                  \
        CHECK_GANGS(gr, G);                                                           \
    } while (0)

#define WORKERS(W)                                                                    \
    do {                                                                              \
        reset();                                                                      \
        PRAGMA(acc parallel num_gangs(2) num_workers(W) copy(mark))          \
        {                                                                             \
            _Pragma("acc loop gang") for (int g = 0; g < 3; g++) {                    \
                _Pragma("acc loop worker") for (int i = g; i < N; i += 3) mark[i] += 1; \
            }                                                                         \
        }                                                                             \
        expect("num_workers(" #W ")");                                                \
    } while (0)

#define VECTOR(V)                                                                     \
    do {                                                                              \
        reset();                                                                      \
        PRAGMA(acc parallel num_gangs(3) vector_length(V) copy(mark))        \
        {                                                                             \
            _Pragma("acc loop gang") for (int g = 0; g < 5; g++) {                    \
                _Pragma("acc loop vector") for (int i = g; i < N; i += 5) mark[i] += 1; \
            }                                                                         \
        }                                                                             \
        expect("vector_length(" #V ")");                                              \
    } while (0)

int main(void) {
    GANGS(1);
    GANGS(7);
    GANGS(32);
    GANGS(1024);
    WORKERS(1);
    WORKERS(7);
    WORKERS(32);
    WORKERS(1024);
    VECTOR(1);
    VECTOR(7);
    VECTOR(32);
    VECTOR(33);
    VECTOR(100);
    VECTOR(1024);

    /* run-time values, every combination of a few */
    static const int vals[] = {1, 7, 32, 1024};
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++) {
            int g = vals[a], v = vals[b], w = vals[(a + b) % 4];
            if ((long long)w * v > 1024) w = 1024 / v;
            reset();
            int gr = 0;
#pragma acc parallel num_gangs(g) num_workers(w) vector_length(v) copy(mark, gr)
            {
#pragma acc atomic update
                gr++;
#pragma acc loop gang worker vector
                for (int i = 0; i < N; i++) mark[i] += 1;
            }
            expect("run-time");
            CHECK_GANGS(gr, g);
        }
    CHECK_DONE();
}

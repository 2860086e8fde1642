/* OpenACC 3.3, 2.9 (loop construct): a loop bound of floating type. C compares `i < lim` in
 * the floating type (C11 6.3.1.8, 6.5.8p3), so with `double lim = 10.5` the loop runs
 * i = 0..10, 11 iterations (gcc: 11); oxacc converted the bound to an integer first (10
 * iterations, on the host team and in the CUDA kernels). For an integer variable `i < f` is
 * `i < ceil(f)`, `i <= f` is `i <= floor(f)`, `i > f` is `i > floor(f)` and `i >= f` is
 * `i >= ceil(f)`; a NaN bound compares false (no iteration), an out-of-range one does not
 * overflow. Every form runs as a gang loop, an inner vector loop, a collapse(2) nest, a tile
 * nest, a kernels loop and a plain loop in kernels. (`i != 10.5` never ends: no trip count
 * counts it, a located error under a loop directive, tests/acc/compute/ui/loop_float_ne.c.) */
#include "check.h"

enum { N = 40 };
static int hits[N];

static void reset(void) {
    for (int i = 0; i < N; i++) hits[i] = 0;
}

/* Slots [lo, hi] hit `times` times each, the others not at all. */
static int exactly(int lo, int hi, int times) {
    for (int i = 0; i < N; i++)
        if (hits[i] != (i >= lo && i <= hi ? times : 0)) return 0;
    return 1;
}

int main(void) {
    volatile double vlim = 10.5;
    double lim = vlim;
    double neg = -2.5, whole = 7.0, huge = 1e300;
    float flim = 3.25f;
    long double llim = 5.5L;
    double nan = 0.0 / 0.0 + vlim;

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < lim; i++) hits[i] += 1;
    CHECK(exactly(0, 10, 1));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < 10.5; i++) hits[i] += 1;
    CHECK(exactly(0, 10, 1));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i <= lim; i++) hits[i] += 1;
    CHECK(exactly(0, 10, 1));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i <= whole; i++) hits[i] += 1;
    CHECK(exactly(0, 7, 1));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < whole; i++) hits[i] += 1;
    CHECK(exactly(0, 6, 1));

    /* Downwards: i = 20..-2 for i > -2.5 (slot i + 5). */
    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 20; i > neg; i--) hits[i + 5] += 1;
    CHECK(exactly(3, 25, 1));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 20; i >= neg; i -= 2) hits[i + 5] += 1;
    for (int i = 20; i >= -2; i -= 2) hits[i + 5] -= 1;
    CHECK(exactly(0, -1, 0)); /* every second slot from 25 down to 3, once */

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = -8; i < neg; i++) hits[i + 10] += 1;
    CHECK(exactly(2, 7, 1));

    /* float and long double bounds. */
    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < flim; i++) hits[i] += 1;
    CHECK(exactly(0, 3, 1));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < llim; i++) hits[i] += 1;
    CHECK(exactly(0, 5, 1));

    /* NaN: every comparison is false. Out of range: no overflow. */
    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < nan; i++) hits[i] += 1;
    CHECK(exactly(0, -1, 0));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i > huge; i--) hits[i] += 1;
    CHECK(exactly(0, -1, 0));

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < -huge; i++) hits[i] += 1;
    CHECK(exactly(0, -1, 0));

    /* The other loop forms. */
    reset();
#pragma acc parallel loop gang copy(hits)
    for (int o = 0; o < 2; o++) {
#pragma acc loop vector
        for (int j = 0; j < lim; j++) hits[o * 20 + j] += 1;
    }
    for (int j = 20; j <= 30; j++) hits[j] -= 1;
    CHECK(exactly(0, 10, 1));

    reset();
    /* Each (o, j) its own element: the two o iterations run in parallel (on a GPU a shared
     * hits[j] += 1 loses updates). */
#pragma acc parallel loop collapse(2) copy(hits)
    for (int o = 0; o < 2; o++)
        for (int j = 0; j < lim; j++) hits[o * 20 + j] += 1;
    for (int j = 20; j <= 30; j++) hits[j] -= 1;
    CHECK(exactly(0, 10, 1));

    reset();
#pragma acc parallel loop tile(2, 4) copy(hits)
    for (int o = 0; o < 2; o++)
        for (int j = 0; j <= lim; j++) hits[o * 20 + j] += 1;
    for (int j = 20; j <= 30; j++) hits[j] -= 1;
    CHECK(exactly(0, 10, 1));

    reset();
#pragma acc kernels loop copy(hits)
    for (int i = 0; i < lim; i++) hits[i] += 1;
    CHECK(exactly(0, 10, 1));

    reset();
#pragma acc kernels copy(hits)
    for (int i = 0; i < lim; i++) hits[i] += 1;
    CHECK(exactly(0, 10, 1));

    /* `!=` against a floating bound has no trip count: the kernels analysis leaves that plain
     * loop sequential, and it runs as C says. */
    reset();
#pragma acc kernels copy(hits)
    for (int i = 0; i != whole; i++) hits[i] += 1;
    CHECK(exactly(0, 6, 1));

    CHECK_DONE();
}

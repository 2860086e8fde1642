/* OpenACC 3.3, 2.9 (loop construct): the iterations of an associated loop are those its C test
 * admits, and C compares `var OP bound` after the usual arithmetic conversions (C11 6.3.1.8,
 * 6.5.8p3, 6.5.9p4). With an unsigned bound at least as wide as the variable the comparison is
 * unsigned: `for (int i = -5; i < n; i++)` with `unsigned n = 20` compares (unsigned)-5 < 20
 * and runs no iteration (gcc: 0). oxacc computed the trip count from the values as written
 * (25 iterations, on the host team and in the CUDA kernels; 24 for an inner vector loop in a
 * kernel). Also: an unsigned variable starts at the start converted to its type, `!=` is
 * reached across the unsigned wrap-around, and `i -= 1u` steps by -1 (the host team read the
 * negated `-(1u)` as a step of 4294967295). Every form runs as a gang loop, an inner vector
 * loop, a collapse(2) nest, a tile nest, a kernels loop, a plain loop in kernels and the gang
 * loop of a gang routine, with bounds known at run time and constant ones. */
#include "check.h"

enum { N = 64 };
static int hits[N];

static void reset(void) {
    for (int i = 0; i < N; i++) hits[i] = 0;
}

/* The number of slots hit once, -1 when one was hit more than once or out of place. */
static int count(int rows) {
    int c = 0;
    for (int i = 0; i < N; i++) {
        if (hits[i] == rows) c++;
        else if (hits[i] != 0) return -1;
    }
    return c;
}

#pragma acc routine gang
static void routine_gang(int *h, unsigned n) {
#pragma acc loop gang
    for (int i = -5; i < n; i++) h[i + 5] += 1;
}

int main(void) {
    unsigned n = 20;
    unsigned long long m = 4;
    volatile unsigned vz = 0;
    unsigned zero = vz;

    /* int vs unsigned: compared in unsigned, (unsigned)-5 > 20: no iteration. */
    reset();
#pragma acc parallel loop copy(hits)
    for (int i = -5; i < n; i++) hits[i + 5] += 1;
    CHECK(count(1) == 0);

    reset();
#pragma acc parallel loop copy(hits)
    for (int i = -5; i < 20u; i++) hits[i + 5] += 1;
    CHECK(count(1) == 0);

    reset();
#pragma acc parallel loop gang copy(hits)
    for (int o = 0; o < 4; o++) {
#pragma acc loop vector
        for (long long j = -2; j < m; j++) hits[o * 8 + j + 2] += 1;
    }
    CHECK(count(1) == 0);

    reset();
#pragma acc parallel loop collapse(2) copy(hits)
    for (int o = 0; o < 2; o++)
        for (int j = -3; j <= n; j++) hits[o * 30 + j + 3] += 1;
    CHECK(count(1) == 0);

    reset();
#pragma acc parallel loop tile(4, 4) copy(hits)
    for (int o = 0; o < 2; o++)
        for (int j = -3; j < n; j++) hits[o * 30 + j + 3] += 1;
    CHECK(count(1) == 0);

    reset();
#pragma acc kernels loop copy(hits)
    for (int i = -5; i < n; i++) hits[i + 5] += 1;
    CHECK(count(1) == 0);

    reset();
#pragma acc kernels copy(hits)
    for (int i = -5; i < n; i++) hits[i + 5] += 1;
    CHECK(count(1) == 0);

    reset();
#pragma acc parallel num_gangs(4) copy(hits)
    routine_gang(hits, n);
    CHECK(count(1) == 0);

    /* A wider signed bound compares in the signed type: 25 iterations. */
    long long sn = 20;
    reset();
#pragma acc parallel loop copy(hits)
    for (int i = -5; i < sn; i++) hits[i + 5] += 1;
    CHECK(count(1) == 25);

    /* Both unsigned, counting down to 0 by `-= 1u`: 10 iterations, 10..1. */
    reset();
#pragma acc parallel loop copy(hits)
    for (unsigned i = 10; i > zero; i -= 1u) hits[i] += 1;
    CHECK(count(1) == 10 && hits[0] == 0 && hits[10] == 1);

    reset();
#pragma acc parallel loop copy(hits)
    for (unsigned i = 10; i > 0; i -= 1u) hits[i] += 1;
    CHECK(count(1) == 10 && hits[0] == 0 && hits[10] == 1);

    /* `!=` in unsigned reaches the bound across the wrap-around: -5..19, 25 iterations. */
    reset();
#pragma acc parallel loop copy(hits)
    for (int i = -5; i != n; i++) hits[i + 5] += 1;
    CHECK(count(1) == 25);

    /* An unsigned char variable wraps at 256: 10, 9, ..., 0, 255, ..., 21: 246 iterations
     * (compared in int, the variable's own wrap-around). */
    int cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
    for (unsigned char c = 10; c != 20; c--) cnt += 1;
    CHECK(cnt == 246);

    /* An unsigned short variable starting at -1 starts at 65535 (compared in int). */
    cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
    for (unsigned short s = -1; s > 65530; s--) cnt += 1;
    CHECK(cnt == 5);

    /* Unsigned long long bound, unsigned variable: 0..m-1. */
    reset();
#pragma acc parallel loop copy(hits)
    for (unsigned j = 0; j < m; j++) hits[j] += 1;
    CHECK(count(1) == 4);

    CHECK_DONE();
}

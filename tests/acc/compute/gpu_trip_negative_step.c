/* OpenACC 3.3, 2.9 (loop construct; the loop's trip count from its canonical form): loops that
 * count down (i--, i -= 3, i = i - 7), with non-zero lower bounds, >= and > tests, at the gang,
 * worker, vector and combined levels, with trip counts 0, 1, 31 and 33; an unsigned variable
 * counting down to 0 inclusive-exclusive; a down-counting loop with a reduction. */
#include "check.h"

enum { MAXN = 300 };
static int mark[MAXN];

static void reset(void) {
    for (int i = 0; i < MAXN; i++) mark[i] = 0;
}

/* The slots lo, lo+step, ... that a loop from hi down to lo by step visits. */
static void expect_down(int hi, int lo_excl, int step) {
    static int want[MAXN];
    for (int i = 0; i < MAXN; i++) want[i] = 0;
    for (int i = hi; i > lo_excl; i -= step) want[i] += 1;
    for (int i = 0; i < MAXN; i++) CHECK(mark[i] == want[i]);
}

int main(void) {
    static const int trips[] = {0, 1, 31, 33};
    for (int t = 0; t < 4; t++) {
        int n = trips[t];
        int hi = 10 + n - 1; /* i from hi down to 10 inclusive: n iterations */

        reset();
#pragma acc parallel loop gang num_gangs(7) copy(mark)
        for (int i = hi; i >= 10; i--) mark[i] += 1;
        expect_down(hi, 9, 1);

        reset();
#pragma acc parallel loop gang vector vector_length(32) copy(mark)
        for (int i = 10 + 3 * n; i > 10; i -= 3) mark[i] += 1;
        expect_down(10 + 3 * n, 10, 3);

        reset();
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(1) copy(mark)
        {
#pragma acc loop worker
            for (int i = 5 + 7 * n; i > 5; i = i - 7) mark[i] += 1;
        }
        expect_down(5 + 7 * n, 5, 7);

        reset();
#pragma acc parallel num_gangs(1) vector_length(32) copy(mark)
        {
#pragma acc loop vector
            for (int i = hi; i > 9; --i) mark[i] += 1;
        }
        expect_down(hi, 9, 1);

        reset();
#pragma acc parallel loop gang worker vector num_gangs(2) num_workers(2) vector_length(32) copy(mark)
        for (int i = hi; i >= 10; i -= 1) mark[i] += 1;
        expect_down(hi, 9, 1);

        /* unsigned down to 0: for (u = n; u > 0; u--) visits n .. 1 */
        reset();
#pragma acc parallel loop gang vector copy(mark)
        for (unsigned u = (unsigned)n; u > 0; u--) mark[u] += 1;
        expect_down(n, 0, 1);

        long sum = 0;
#pragma acc parallel loop gang vector reduction(+:sum)
        for (long i = 3L * n; i > 0; i -= 3) sum += i;
        long want = 0;
        for (long i = 3L * n; i > 0; i -= 3) want += i;
        CHECK(sum == want);
    }

    /* Negative loop values and bounds. */
    static int neg[401];
#pragma acc parallel loop gang vector copyout(neg)
    for (int i = 200; i >= -200; i--) neg[i + 200] = -i;
    for (int i = 0; i <= 400; i++) CHECK(neg[i] == 200 - i);

    /* A nest: gang counts down, vector counts down inside. */
    static int nest[20][50];
#pragma acc parallel loop gang copyout(nest)
    for (int i = 19; i >= 0; i--) {
#pragma acc loop vector
        for (int j = 49; j >= 0; j -= 1) nest[i][j] = i * 100 + j;
    }
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < 50; j++) CHECK(nest[i][j] == i * 100 + j);
    CHECK_DONE();
}

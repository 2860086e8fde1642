/* `loop auto` in a parallel construct (2.9.7): the implementation decides whether the loop is
 * partitioned. A loop the dependence test proves independent once its own `reduction` /
 * `private` clauses are honoured, or with scalars each iteration assigns first (privatized),
 * is partitioned over the gangs; one it keeps sequential outside every gang loop runs once,
 * not once per gang (gang-redundant mode, 2.2.1, would repeat its side effects: the sums came
 * out 128 times too big under emul and twice on the host team, hunt27 bug08). An auto loop
 * kept sequential around a gang loop still shares that loop's work between the gangs. */
#include "check.h"
#define N 10000
static double b[N + 1], d[64][256];

int main(void) {
    for (int i = 0; i <= N; i++) b[i] = 1;
    double s = 0;
#pragma acc parallel loop auto reduction(+:s)
    for (int i = 0; i < N; i++) s += b[i];
    CHECK(s == N);

    /* a true dependence: sequential, once */
#pragma acc parallel loop auto
    for (int i = 0; i < N; i++) b[i + 1] += b[i];
    CHECK(b[N] == N + 1);

    int c = 0;
#pragma acc parallel loop auto reduction(+:c) num_gangs(4)
    for (int i = 0; i < N; i++) c++;
    CHECK(c == N);

    /* a temporary assigned first: private to each iteration */
    double t;
    for (int i = 0; i <= N; i++) b[i] = 0;
#pragma acc parallel loop auto
    for (int i = 0; i < N; i++) { t = i * 3.0; b[i] += t; }
    for (int i = 0; i < N; i++) CHECK(b[i] == 3.0 * i);

    /* not a combined construct: the auto loop is the region's gang-redundant code */
    for (int i = 0; i <= N; i++) b[i] = 1;
#pragma acc parallel
    {
#pragma acc loop auto
        for (int i = 0; i < N; i++) b[i + 1] += b[i];
    }
    CHECK(b[N] == N + 1);

    /* sequential auto loop around a gang loop: each gang runs its share of each step */
    for (int k = 0; k < 64; k++)
        for (int j = 0; j < 256; j++) d[k][j] = 0;
#pragma acc parallel loop auto
    for (int k = 1; k < 64; k++) {
#pragma acc loop gang vector
        for (int j = 0; j < 256; j++) d[k][j] = d[k - 1][j] + 1;
    }
    for (int j = 0; j < 256; j++) CHECK(d[63][j] == 63);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.8: tile over tightly nested loops whose bodies are { } blocks (issue 8:
 * the outer loop's closing brace was left in the generated code), on every construct that
 * takes a loop, with `*` sizes, 2 and 3 loops, reduction and private clauses. */
#include "check.h"
#define NI 13
#define NJ 11
#define NK 7
static double d[NI][NJ];
static double e[NI][NJ][NK];
static int ok2(double k) {
    int bad = 0;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) {
        bad += d[i][j] != k * (i * 10 + j);
        d[i][j] = -1;
    }
    return bad == 0;
}
static int ok3(double k) {
    int bad = 0;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) for (int l = 0; l < NK; l++) {
        bad += e[i][j][l] != k * (i * 10000 + j * 100 + l);
        e[i][j][l] = -1;
    }
    return bad == 0;
}
int main(void) {
    /* The program. */
    double dd[8][6];
#pragma acc parallel loop tile(4, 2) copyout(dd)
    for (int i = 0; i < 8; ++i) {
        for (int j = 0; j < 6; ++j) {
            dd[i][j] = i * 10 + j;
        }
    }
    CHECK(dd[7][5] == 75);
    for (int i = 0; i < 8; i++) for (int j = 0; j < 6; j++) CHECK(dd[i][j] == i * 10 + j);

    /* tile(*, *), outer body braced only; sizes that do not divide the trip counts. */
#pragma acc parallel loop tile(*, *)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++)
            d[i][j] = 1 * (i * 10 + j);
    }
    CHECK(ok2(1));

    /* tile of 3 loops, braced at every level, with empty statements. */
#pragma acc parallel loop tile(2, *, 4)
    for (int i = 0; i < NI; i++) {
        ;
        for (int j = 0; j < NJ; j++) {
            for (int l = 0; l < NK; l++) {
                e[i][j][l] = 2 * (i * 10000 + j * 100 + l);
            }
            ;
        }
    }
    CHECK(ok3(2));

    /* tile of 3 loops, only the middle body braced. */
#pragma acc parallel loop tile(3, 3, 3)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            for (int l = 0; l < NK; l++)
                e[i][j][l] = 3 * (i * 10000 + j * 100 + l);
        }
    CHECK(ok3(3));

    /* serial loop tile, braced, with a reduction. */
    long s = 0;
#pragma acc serial loop tile(4, 4) reduction(+:s)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            d[i][j] = 4 * (i * 10 + j);
            s += i * 10 + j;
        }
    }
    CHECK(ok2(4));
    CHECK(s == (long)NJ * 10 * NI * (NI - 1) / 2 + (long)NI * NJ * (NJ - 1) / 2);

    /* kernels loop tile, braced: both loops proven parallel. */
#pragma acc kernels loop tile(8, 2)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            d[i][j] = 5 * (i * 10 + j);
        }
    }
    CHECK(ok2(5));

    /* A tiled gang loop inside a parallel region, braced, with reduction and private. */
    long s2 = 0;
    double t;
#pragma acc parallel copy(s2)
    {
#pragma acc loop gang tile(5, *) reduction(+:s2) private(t)
        for (int i = 0; i < NI; i++) {
            for (int j = 0; j < NJ; j++) {
                t = 6 * (i * 10 + j);
                d[i][j] = t;
                s2 += 1;
            }
        }
    }
    CHECK(ok2(6));
    CHECK(s2 == NI * NJ);

    /* Loop variables declared outside the tiled nest: predetermined private (2.6.1). */
    int i, j;
#pragma acc parallel loop tile(2, 2)
    for (i = 0; i < NI; i++) {
        { for (j = 0; j < NJ; j++) d[i][j] = 7 * (i * 10 + j); }
    }
    CHECK(ok2(7));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.1, 2.11: collapse over braced nests on parallel loop, serial loop, kernels
 * loop and a loop inside a parallel region, with reduction (2.9.11) and private (2.9.10)
 * clauses on the collapsed loop. */
#include "check.h"
#define NI 40
#define NJ 30
static double a[NI][NJ];
int main(void) {
    long s = 0;
    double t;
    /* parallel loop + reduction + private, braced. */
#pragma acc parallel loop collapse(2) reduction(+:s) private(t)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            t = i * NJ + j;
            a[i][j] = t;
            s += (long)t;
        }
    }
    CHECK(s == (long)NI * NJ * (NI * NJ - 1) / 2);
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(a[i][j] == i * NJ + j);

    /* serial loop, braced, with a max reduction. */
    int mx = -1;
#pragma acc serial loop collapse(2) reduction(max:mx)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            a[i][j] = 2 * (i * NJ + j);
            if (i * NJ + j > mx) mx = i * NJ + j;
        }
    }
    CHECK(mx == NI * NJ - 1);
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(a[i][j] == 2 * (i * NJ + j));

    /* kernels loop, braced: the analysis proves both loops parallel. */
#pragma acc kernels loop collapse(2)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            a[i][j] = 3 * (i * NJ + j);
        }
    }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(a[i][j] == 3 * (i * NJ + j));

    /* kernels loop independent, braced, with a reduction. */
    s = 0;
#pragma acc kernels loop independent collapse(2) reduction(+:s)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            a[i][j] = 4 * (i * NJ + j);
            s += 1;
        }
    }
    CHECK(s == NI * NJ);
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(a[i][j] == 4 * (i * NJ + j));

    /* A loop inside a parallel region, braced, with a loop reduction and a loop private. */
    long s2 = 0;
#pragma acc parallel copy(s2)
    {
#pragma acc loop gang collapse(2) reduction(+:s2) private(t)
        for (int i = 0; i < NI; i++) {
            for (int j = 0; j < NJ; j++) {
                t = 5 * (i * NJ + j);
                a[i][j] = t;
                s2 += 1;
            }
        }
    }
    CHECK(s2 == NI * NJ);
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(a[i][j] == 5 * (i * NJ + j));

    /* A collapsed vector loop inside a gang loop (runs in the thread), braced. */
    static double b[8][NI][NJ];
#pragma acc parallel loop gang
    for (int g = 0; g < 8; g++) {
#pragma acc loop vector collapse(2)
        for (int i = 0; i < NI; i++) {
            for (int j = 0; j < NJ; j++) {
                b[g][i][j] = g + i * NJ + j;
            }
        }
    }
    for (int g = 0; g < 8; g++)
        for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(b[g][i][j] == g + i * NJ + j);
    CHECK_DONE();
}

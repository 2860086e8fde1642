/* OpenACC 3.3, 2.9.1: the loops associated by collapse(2) may have their bodies in { } blocks
 * (issue 8: the outer loop's closing brace was left in the generated code). Tightly nested
 * still: only blocks, empty statements and comments around the inner loop. */
#include "check.h"
#define NI 6
#define NJ 37
static double a[NI][NJ];
static void clear(void) {
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) a[i][j] = -1;
}
static int all_set(double k) {
    int bad = 0;
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) bad += a[i][j] != k * (100 * i + j);
    return bad == 0;
}
int main(void) {
    int m = NJ;
    double v[NI * NJ];
    /* The program: an inner loop of a parallel region, both loops braced. */
#pragma acc parallel copyout(v[0:NI*NJ])
    {
#pragma acc loop collapse(2)
        for (int i = 0; i < NI; ++i) {
            for (int j = 0; j < m; ++j) {
                v[i * m + j] = 10 * i + j;
            }
        }
    }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(v[i * NJ + j] == 10 * i + j);

    /* Outer body braced, inner body not. */
    clear();
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++)
            a[i][j] = 100 * i + j;
    }
    CHECK(all_set(1));

    /* Inner body braced, outer body not. */
    clear();
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            a[i][j] = 2 * (100 * i + j);
        }
    CHECK(all_set(2));

    /* Nested blocks, empty statements and comments around the inner loop. */
    clear();
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < NI; i++) {
        ; /* an empty statement is not intervening code */
        {
            // a comment
            for (int j = 0; j < NJ; j++) {
                a[i][j] = 3 * (100 * i + j);
            };
        }
        ;
    }
    CHECK(all_set(3));

    /* continue in the innermost body still goes to the next iteration. */
    clear();
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++) {
            a[i][j] = 4 * (100 * i + j);
            if (j % 2) continue;
            a[i][j] = 4 * (100 * i + j);
        }
    }
    CHECK(all_set(4));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.1: collapse(3) over nests braced at each level, at some levels, or none,
 * with empty statements between the loops (tightly nested: 2.9.1 needs no force for them). */
#include "check.h"
#define N0 5
#define N1 7
#define N2 9
static int a[N0][N1][N2];
static int ok(int k) {
    int bad = 0;
    for (int i = 0; i < N0; i++)
        for (int j = 0; j < N1; j++)
            for (int l = 0; l < N2; l++) bad += a[i][j][l] != k * (i * 10000 + j * 100 + l);
    for (int i = 0; i < N0; i++)
        for (int j = 0; j < N1; j++)
            for (int l = 0; l < N2; l++) a[i][j][l] = -1;
    return bad == 0;
}
int main(void) {
    /* Braced at every level. */
#pragma acc parallel loop collapse(3)
    for (int i = 0; i < N0; i++) {
        for (int j = 0; j < N1; j++) {
            for (int l = 0; l < N2; l++) {
                a[i][j][l] = 1 * (i * 10000 + j * 100 + l);
            }
        }
    }
    CHECK(ok(1));
    /* Only the outer body braced. */
#pragma acc parallel loop collapse(3)
    for (int i = 0; i < N0; i++) {
        for (int j = 0; j < N1; j++)
            for (int l = 0; l < N2; l++)
                a[i][j][l] = 2 * (i * 10000 + j * 100 + l);
    }
    CHECK(ok(2));
    /* Only the middle body braced. */
#pragma acc parallel loop collapse(3)
    for (int i = 0; i < N0; i++)
        for (int j = 0; j < N1; j++) {
            for (int l = 0; l < N2; l++)
                a[i][j][l] = 3 * (i * 10000 + j * 100 + l);
        }
    CHECK(ok(3));
    /* Outer and innermost braced, middle not. */
#pragma acc parallel loop collapse(3)
    for (int i = 0; i < N0; i++) {
        for (int j = 0; j < N1; j++)
            for (int l = 0; l < N2; l++) {
                a[i][j][l] = 4 * (i * 10000 + j * 100 + l);
            }
    }
    CHECK(ok(4));
    /* Empty statements, double blocks and comments at each level. */
#pragma acc parallel loop collapse(3)
    for (int i = 0; i < N0; i++) {
        ;
        { { /* block in a block */
            for (int j = 0; j < N1; j++) {
                ;;
                for (int l = 0; l < N2; l++) {
                    a[i][j][l] = 5 * (i * 10000 + j * 100 + l);
                }
                ; // trailing empty statement
            }
        } }
    }
    CHECK(ok(5));
    /* Loop variables declared outside the nest: predetermined private (2.6.1) at every level. */
    int i, j, l;
#pragma acc parallel loop collapse(3)
    for (i = 0; i < N0; i++) {
        for (j = 0; j < N1; j++) {
            ;
            for (l = 0; l < N2; l++)
                a[i][j][l] = 6 * (i * 10000 + j * 100 + l);
        }
    }
    CHECK(ok(6));
    /* An inner `loop` of a parallel region, braced, with steps and a downward loop. */
#pragma acc parallel
    {
#pragma acc loop gang collapse(3)
        for (int i = N0 - 1; i >= 0; i--) {
            for (int j = 0; j < N1; j += 2) {
                for (int l = 0; l < N2; l++) {
                    a[i][j][l] = 7 * (i * 10000 + j * 100 + l);
                }
            }
        }
    }
    for (int i = 0; i < N0; i++)
        for (int j = 0; j < N1; j += 2)
            for (int l = 0; l < N2; l++) CHECK(a[i][j][l] == 7 * (i * 10000 + j * 100 + l));
    CHECK_DONE();
}

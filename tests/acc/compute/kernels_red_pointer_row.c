/* OpenACC 3.3, 2.5.15 / 2.9.11 / 2.11: `kernels loop reduction(+:w[1][1])` (`long **w`) reduces
 * the element of the row `w[1]`, so the loop's updates of it carry no dependence between
 * iterations: the kernels analysis (2.5.3) takes the clause's row element as the loop's
 * reduction, a parallel loop (-Minfo "Loop is parallelizable", beside this file). Before:
 * "Complex loop carried dependence of 'w[1][1]'", one serial kernel (right, but serial). So
 * too a subarray of a row (`max:d[1][1:3]`) and the rows of a pointer to arrays. Two row
 * parts of one variable in one clause (`w[0][0], w[1][2]`) keep the serial kernel: a parallel
 * loop does not reduce them yet (docs/known-gaps). */
#include "check.h"
#include <stdlib.h>

int main(void) {
    long **w = malloc(2 * sizeof *w);
    for (int r = 0; r < 2; r++) {
        w[r] = malloc(3 * sizeof **w);
        for (int k = 0; k < 3; k++) w[r][k] = 1;
    }
#pragma acc kernels loop reduction(+:w[1][1])
    for (int i = 0; i < 50; i++) w[1][1] += i;
    CHECK(w[1][1] == 1226 && w[1][0] == 1 && w[0][1] == 1);

#pragma acc kernels loop reduction(+:w[0][0], w[1][2])
    for (int i = 0; i < 50; i++) {
        w[0][0] += 2;
        w[1][2] += i;
    }
    CHECK(w[0][0] == 101 && w[1][2] == 1226 && w[0][2] == 1);

    double **d = malloc(2 * sizeof *d);
    for (int r = 0; r < 2; r++) {
        d[r] = malloc(5 * sizeof **d);
        for (int k = 0; k < 5; k++) d[r][k] = -1.0;
    }
#pragma acc kernels loop reduction(max:d[1][1:3]) copy(d[0:2][0:5])
    for (int i = 0; i < 90; i++) {
        int c = 1 + i % 3;
        double v = (double)((i * 37) % 101);
        if (v > d[1][c]) d[1][c] = v;
    }
    for (int c = 1; c < 4; c++) {
        double m = -1.0;
        for (int i = 0; i < 90; i++)
            if (1 + i % 3 == c && (double)((i * 37) % 101) > m) m = (double)((i * 37) % 101);
        CHECK(d[1][c] == m);
    }
    CHECK(d[1][0] == -1.0 && d[1][4] == -1.0 && d[0][2] == -1.0);

    int (*a)[8] = calloc(4, sizeof *a);
#pragma acc kernels loop reduction(+:a[1][2]) copy(a[0:4])
    for (int i = 0; i < 10; i++) a[1][2] += 3;
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++) CHECK(a[r][c] == (r == 1 && c == 2 ? 30 : 0));

    free(a);
    for (int r = 0; r < 2; r++) { free(d[r]); free(w[r]); }
    free(d);
    free(w);
    CHECK_DONE();
}

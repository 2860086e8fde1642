/* OpenACC 3.3, 2.5.15 and 2.9.11: a reduction var may be any array element or subarray, also
 * one inside a row reached through a pointer to pointers (`int **p`, `loop
 * reduction(+:p[g][1])`, `reduction(max:d[r][1:3])`: the rows of a jagged heap array). oxacc
 * reduces the part of the row `p[g]` (read where the loop starts) in a copy per thread and
 * combines it into that row where the loop ends; the other elements keep their values.
 * Before: a located "not supported yet" error. A vector loop in a gang loop under `copy`,
 * worker and vector loops reducing a constant row under `present`, a gang loop (one copy per
 * gang), a section of each row with max, and in the same region another section of the row,
 * with '+' and a length known only at run time. */
#include "check.h"
#include <stdlib.h>

int main(void) {
    int **p = malloc(4 * sizeof *p);
    for (int g = 0; g < 4; g++) p[g] = calloc(8, sizeof **p);
#pragma acc parallel loop gang copy(p[0:4][0:8])
    for (int g = 0; g < 4; g++) {
#pragma acc loop vector reduction(+:p[g][1])
        for (int i = 0; i < 100; i++) p[g][1] += i + g;
    }
    for (int g = 0; g < 4; g++)
        for (int k = 0; k < 8; k++) CHECK(p[g][k] == (k == 1 ? 4950 + 100 * g : 0));

    /* A constant row, nested worker and vector loops, the rows present from a data region. */
    long **w = malloc(3 * sizeof *w);
    for (int r = 0; r < 3; r++) {
        w[r] = malloc(5 * sizeof **w);
        for (int k = 0; k < 5; k++) w[r][k] = 10 * r + k;
    }
#pragma acc data copy(w[0:3][0:5])
    {
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) present(w[0:3][0:5])
        {
#pragma acc loop gang
            for (int i = 0; i < 8; i++) {
#pragma acc loop worker reduction(+:w[2][3])
                for (int j = 0; j < 4; j++) {
#pragma acc loop vector reduction(+:w[2][3])
                    for (int k = 0; k < 32; k++) w[2][3] += k;
                }
            }
        }
        /* A gang loop reducing an element of a row (no data clause: w is present). */
#pragma acc parallel num_gangs(3)
#pragma acc loop gang reduction(+:w[1][0])
        for (int i = 0; i < 30; i++) w[1][0] += 2;
    }
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 5; k++)
            CHECK(w[r][k] == 10 * r + k + (r == 2 && k == 3 ? 8 * 4 * 496 : 0)
                                 + (r == 1 && k == 0 ? 60 : 0));

    /* A section of each row with max (double rows), and a run-time length. */
    double **d = malloc(3 * sizeof *d);
    for (int r = 0; r < 3; r++) {
        d[r] = malloc(6 * sizeof **d);
        for (int k = 0; k < 6; k++) d[r][k] = -1;
    }
    int n = 2;
#pragma acc parallel loop gang copy(d[0:3][0:6])
    for (int r = 0; r < 3; r++) {
#pragma acc loop vector reduction(max:d[r][1:3])
        for (int i = 0; i < 60; i++)
            d[r][1 + i % 3] = d[r][1 + i % 3] > i * (r + 1) ? d[r][1 + i % 3] : i * (r + 1);
#pragma acc loop vector reduction(+:d[r][4:n])
        for (int i = 0; i < 10; i++) { d[r][4] += 1; d[r][5] += r; }
    }
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 6; k++)
            CHECK(d[r][k] == (k >= 1 && k <= 3 ? (double)(57 + (k - 1)) * (r + 1)
                              : k == 4 ? 9.0
                              : k == 5 ? -1.0 + 10 * r
                                       : -1.0));
    for (int g = 0; g < 4; g++) free(p[g]);
    for (int r = 0; r < 3; r++) { free(w[r]); free(d[r]); }
    free(p);
    free(w);
    free(d);
    CHECK_DONE();
}

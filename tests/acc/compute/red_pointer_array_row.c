/* OpenACC 3.3, 2.5.15 / 2.9.11: a reduction var may be an array element, also one inside a row
 * reached through an array of row pointers (`int *q[3]`: `q[1][2]`), as through a pointer to
 * pointers (`int **p`, red_pointer_row_implied_copy.c). 2.11: the combined construct's
 * reduction is the loop's, and implies `copy(q[1][2])`: the one-element section of the row,
 * `q[1:1][2:1]` (2.7.1), which maps the row's pointer slot too. Before: a located "a reduction
 * on a multi-dimensional subarray ('q') is not supported yet". Here with parallel, serial and
 * kernels loop, an explicit copy, a subarray of a row, run-time subscripts, a loop of a
 * `parallel` construct whose data clause maps the rows, loops of a `kernels` construct, rows
 * present from `enter data`, and a file-scope array of row pointers. */
#include "check.h"
#include <stdlib.h>

static int idx(int v) { return v; } /* run-time subscripts the compiler cannot fold */

static double *gd[2];

int main(int argc, char **argv) {
    (void)argv;
    int *q[3];
    for (int r = 0; r < 3; r++) {
        q[r] = malloc(4 * sizeof **q);
        for (int k = 0; k < 4; k++) q[r][k] = 10 * r + k;
    }
#pragma acc parallel loop reduction(+:q[1][2])
    for (int i = 0; i < 100; i++) q[1][2] += i;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 4; k++) CHECK(q[r][k] == 10 * r + k + (r == 1 && k == 2 ? 4950 : 0));

    /* The explicit element clause. */
#pragma acc parallel loop reduction(+:q[2][3]) copy(q[2][3])
    for (int i = 0; i < 10; i++) q[2][3] += 2;
    CHECK(q[2][3] == 23 + 20 && q[2][2] == 22 && q[1][2] == 4962);

    /* Run-time subscripts, serial loop with '*'. */
    int g = idx(argc - 1), k = idx(argc + 2); /* 0 and 3 */
    q[g][k] = 1;
#pragma acc serial loop reduction(*:q[g][k])
    for (int i = 1; i <= 6; i++) q[g][k] *= i;
    CHECK(q[0][3] == 720 && q[0][2] == 2 && q[1][3] == 13);

    /* kernels loop: the construct's reduction applies to its loop. */
#pragma acc kernels loop reduction(+:q[0][1])
    for (int i = 0; i < 50; i++) q[0][1] += i;
    CHECK(q[0][1] == 1 + 1225 && q[0][0] == 0);

    /* A subarray of a row, max. */
    long *w[2];
    for (int r = 0; r < 2; r++) {
        w[r] = malloc(5 * sizeof **w);
        for (int c = 0; c < 5; c++) w[r][c] = -1;
    }
#pragma acc parallel loop reduction(max:w[1][1:3])
    for (int i = 0; i < 90; i++) {
        int c = 1 + i % 3;
        long v = (i * 37) % 101;
        if (v > w[1][c]) w[1][c] = v;
    }
    for (int c = 1; c < 4; c++) {
        long m = -1;
        for (int i = 0; i < 90; i++)
            if (1 + i % 3 == c && (i * 37) % 101 > m) m = (i * 37) % 101;
        CHECK(w[1][c] == m);
    }
    CHECK(w[1][0] == -1 && w[1][4] == -1 && w[0][2] == -1);

    /* A loop reduction inside a `parallel` construct whose data clause maps the rows. */
#pragma acc parallel copy(q[0:3][0:4])
    {
#pragma acc loop reduction(+:q[1][0])
        for (int i = 0; i < 40; i++) q[1][0] += 1;
    }
    CHECK(q[1][0] == 50 && q[1][1] == 11);

    /* Loops of a `kernels` construct inside a data construct that maps the rows. */
#pragma acc data copy(q[0:3][0:4])
    {
#pragma acc kernels
        {
#pragma acc loop reduction(+:q[2][1])
            for (int i = 0; i < 30; i++) q[2][1] += 2;
#pragma acc loop reduction(+:q[0][0])
            for (int i = 0; i < 5; i++) q[0][0] += 1;
        }
    }
    CHECK(q[2][1] == 81 && q[0][0] == 5 && q[2][0] == 20 && q[0][1] == 1226);

    /* Rows present from `enter data` (the implied copy finds them present). */
#pragma acc enter data copyin(q[0:3][0:4])
#pragma acc parallel loop reduction(+:q[2][0])
    for (int i = 0; i < 8; i++) q[2][0] += 1;
#pragma acc exit data copyout(q[0:3][0:4])
    CHECK(q[2][0] == 28 && q[2][1] == 81 && q[1][0] == 50);

    /* A file-scope array of row pointers. */
    for (int r = 0; r < 2; r++) {
        gd[r] = malloc(3 * sizeof **gd);
        for (int c = 0; c < 3; c++) gd[r][c] = 0.5;
    }
#pragma acc parallel loop reduction(+:gd[1][1])
    for (int i = 0; i < 64; i++) gd[1][1] += 0.25;
    CHECK(gd[1][1] == 16.5 && gd[1][0] == 0.5 && gd[0][1] == 0.5);

    for (int r = 0; r < 3; r++) free(q[r]);
    for (int r = 0; r < 2; r++) { free(w[r]); free(gd[r]); }
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15 / 2.9.11: the reduction var `a[1][2]` (`int (*a)[8]`, a pointer to
 * arrays) is the element itself; with `copy(a[1][2])` only that element is mapped (2.7.1).
 * Before: the kernel reduced the whole row `a[1]` and its combine updated the row's seven
 * other elements, which no clause mapped (an invalid device access that memcheck reported on
 * the H200; the values happened to stay right, being combined with the identity). Now the
 * element or the part of one row that the item names is copied and combined alone
 * (snapshots_cuda `pointer_rows_element_reduction_combines_the_element_alone`), and 2.11's
 * implied copy of a combined construct with no data clause is the element's too. Here with
 * an explicit element clause, a constant part of a row, a 3-D pointee, a run-time row, the
 * implied copy, and rows present from a data construct. */
#include "check.h"
#include <stdlib.h>

static int idx(int v) { return v; }

int main(int argc, char **argv) {
    (void)argv;
    int (*a)[8] = malloc(4 * sizeof *a);
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++) a[r][c] = 8 * r + c;
#pragma acc parallel loop reduction(+:a[1][2]) copy(a[1][2])
    for (int i = 0; i < 10; i++) a[1][2] += 3;
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++) CHECK(a[r][c] == 8 * r + c + (r == 1 && c == 2 ? 30 : 0));

    /* A part of one row, its own copy clause, max. */
#pragma acc parallel loop reduction(max:a[2][3:2]) copy(a[2][3:2])
    for (int i = 0; i < 64; i++) {
        int c = 3 + i % 2;
        if (i > a[2][c]) a[2][c] = i;
    }
    CHECK(a[2][3] == 62 && a[2][4] == 63 && a[2][2] == 18 && a[2][5] == 21);

    /* The implied copy (no data clause for `a`): the element alone. */
#pragma acc parallel loop reduction(*:a[3][7])
    for (int i = 0; i < 3; i++) a[3][7] *= 2;
    CHECK(a[3][7] == 31 * 8 && a[3][6] == 30 && a[1][2] == 40);

    /* A run-time row: the row's element at run time. */
    int g = idx(argc - 1); /* 0 */
#pragma acc parallel loop reduction(+:a[g][5]) copy(a[g][5])
    for (int i = 0; i < 100; i++) a[g][5] += 1;
    CHECK(a[0][5] == 105 && a[0][4] == 4 && a[0][6] == 6);

    /* A 3-D pointee: an element of a row of rows. */
    long (*w)[3][4] = calloc(2, sizeof *w);
#pragma acc parallel loop reduction(+:w[1][2][3]) copy(w[1][2][3])
    for (int i = 0; i < 50; i++) w[1][2][3] += i;
    for (int r = 0; r < 2; r++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++) CHECK(w[r][j][k] == (r == 1 && j == 2 && k == 3 ? 1225 : 0));

    /* Rows present from a data construct, a loop reduction in a `parallel` construct. */
#pragma acc data copy(a[0:4][0:8])
    {
#pragma acc parallel
        {
#pragma acc loop reduction(+:a[1][0])
            for (int i = 0; i < 40; i++) a[1][0] += 1;
        }
    }
    CHECK(a[1][0] == 48 && a[1][1] == 9 && a[1][2] == 40);

    free(w);
    free(a);
    CHECK_DONE();
}

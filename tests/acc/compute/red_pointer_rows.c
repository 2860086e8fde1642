/* OpenACC 3.3, 2.5.15 and 2.9.11: a reduction var may be any array element or subarray,
 * also inside the rows a pointer to arrays points to (`int (*p)[8]`, `loop
 * reduction(+:p[g][1])`, the rows of a heap 2-D array). As for a fixed-size 2-D array
 * (red_rows_2d.c), oxacc reduces the rows the first subscript selects, element by element;
 * the other elements keep their values. Before: a located "not supported yet" error (the
 * multicore code generation). A vector loop in a gang loop (the subscript is the gang loop's
 * variable), a constant row with nested worker and vector loops, a row section, max. */
#include "check.h"
#include <stdlib.h>

int main(void) {
    int (*p)[8] = calloc(4, sizeof *p);
#pragma acc parallel loop gang copy(p[0:4][0:8])
    for (int g = 0; g < 4; g++) {
#pragma acc loop vector reduction(+:p[g][1])
        for (int i = 0; i < 100; i++) p[g][1] += i + g;
    }
    for (int g = 0; g < 4; g++)
        for (int k = 0; k < 8; k++) CHECK(p[g][k] == (k == 1 ? 4950 + 100 * g : 0));

    /* A constant row, worker and vector loops of one gang loop, a 3-D pointee. */
    long (*w)[3][4] = calloc(2, sizeof *w);
    w[1][0][0] = 7;
#pragma acc parallel copy(w[0:2][0:3][0:4]) num_gangs(2) num_workers(4) vector_length(32)
    {
#pragma acc loop gang
        for (int i = 0; i < 8; i++) {
#pragma acc loop worker reduction(+:w[1][2][3])
            for (int j = 0; j < 4; j++) {
#pragma acc loop vector reduction(+:w[1][2][3])
                for (int k = 0; k < 32; k++) w[1][2][3] += k;
            }
        }
    }
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 4; c++)
                CHECK(w[a][b][c] == (a == 1 && b == 2 && c == 3 ? 8 * 4 * (31 * 32 / 2)
                                     : a == 1 && b == 0 && c == 0 ? 7 : 0));

    /* A section of a row (the row's other elements untouched), max, a double pointee. */
    double (*d)[5] = calloc(3, sizeof *d);
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 5; k++) d[r][k] = -1;
#pragma acc parallel loop gang copy(d[0:3][0:5])
    for (int r = 0; r < 3; r++) {
#pragma acc loop vector reduction(max:d[r][1:3])
        for (int i = 0; i < 60; i++)
            d[r][1 + i % 3] = d[r][1 + i % 3] > i * (r + 1) ? d[r][1 + i % 3] : i * (r + 1);
    }
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 5; k++)
            CHECK(d[r][k] == (k >= 1 && k <= 3 ? (double)(57 + (k - 1)) * (r + 1) : -1));
    free(p);
    free(w);
    free(d);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15 and 2.9.11: a reduction var may be any array element or subarray,
 * also inside the rows of a multi-dimensional array (`loop reduction(+:h[g][1])`). oxacc
 * reduces the rows the outermost subscript selects, element by element; the other elements
 * of those rows are not reduced and keep their values. Before: a located "not supported yet"
 * error. Construct level, loop level at gang, worker and vector, a subscript naming the gang
 * loop's variable, and a row section. All values are exact. */
#include "check.h"

int main(void) {
    /* A vector loop reducing an element of the gang's row (the subscript is the gang loop's
     * variable, 2.9.11). */
    double h[8][4] = {{0}};
#pragma acc parallel loop gang copy(h)
    for (int g = 0; g < 8; g++) {
#pragma acc loop vector reduction(+:h[g][1])
        for (int i = 0; i < 100; i++) h[g][1] += g;
    }
    for (int g = 0; g < 8; g++)
        for (int k = 0; k < 4; k++) CHECK(h[g][k] == (k == 1 ? 100.0 * g : 0));

    /* The construct's reduction on an element (a combined construct). */
    long t[3][5] = {{0}};
#pragma acc parallel loop reduction(+:t[1][2])
    for (int i = 0; i < 100; i++) t[1][2] += 2;
    /* A subarray of one row, max. */
#pragma acc parallel loop reduction(max:t[2][0:5])
    for (int i = 0; i < 100; i++) t[2][i % 5] = t[2][i % 5] > i ? t[2][i % 5] : i;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 5; k++) CHECK(t[r][k] == (r == 1 && k == 2 ? 200 : r == 2 ? 95 + k : 0));

    /* The construct's reduction, updated by a gang loop without a clause. */
    int u[4][3] = {{0}};
#pragma acc parallel num_gangs(4) reduction(+:u[2][1])
    {
#pragma acc loop gang
        for (int i = 0; i < 64; i++) u[2][1] += 3;
    }
    CHECK(u[2][1] == 192);
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 3; k++) CHECK(r == 2 && k == 1 ? 1 : u[r][k] == 0);

    /* Nested gang, worker and vector loops reducing one element of a shared 3-D array. */
    long w[2][3][4] = {{{0}}};
#pragma acc parallel copy(w) num_gangs(4) num_workers(4) vector_length(32)
    {
#pragma acc loop gang reduction(+:w[1][2][3])
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
                CHECK(w[a][b][c] == (a == 1 && b == 2 && c == 3 ? 8 * 4 * (31 * 32 / 2) : 0));

    /* Two rows at all levels of one loop. */
    int s[4][2] = {{0}};
#pragma acc parallel loop gang worker vector reduction(+:s[1:2][0])
    for (int i = 0; i < 1000; i++) { s[1][0] += 1; s[2][0] += 2; }
    CHECK(s[1][0] == 1000 && s[2][0] == 2000);
    CHECK(s[0][0] == 0 && s[0][1] == 0 && s[1][1] == 0 && s[2][1] == 0 && s[3][0] == 0 && s[3][1] == 0);
    CHECK_DONE();
}

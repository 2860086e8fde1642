/* OpenACC 3.3, 2.5.13 and 2.5.15: a private pointer set per iteration to a row and written
 * through; a reduction clause on the parallel construct itself whose body runs gang-redundant
 * (each of num_gangs gangs adds once: s0 + num_gangs), and on parallel with a gang loop
 * inside that names the same variable in its own reduction (V&V parallel_reduction.c). */
#include <openacc.h>
#include "check.h"
#define R 16
#define C 9
int main(void) {
    static int m[R][C];
    int *row = 0;
#pragma acc parallel loop private(row) copy(m)
    for (int i = 0; i < R; i++) {
        row = &m[i][0];
        for (int j = 0; j < C; j++) row[j] = i * C + j;
        row += C - 1;
        *row = -i;
    }
    CHECK(row == 0);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(m[i][j] == (j == C - 1 ? -i : i * C + j));
    int s = 10;
#pragma acc parallel num_gangs(4) reduction(+:s)
    {
        s += 1;
    }
    CHECK(s == 14);
    int t = 5;
    long prod = 2;
#pragma acc parallel num_gangs(3) reduction(+:t) reduction(*:prod) copyin(m)
    {
#pragma acc loop gang reduction(+:t)
        for (int i = 0; i < R; i++) t += m[i][0];
    }
    int want = 5;
    for (int i = 0; i < R; i++) want += m[i][0];
    CHECK(t == want);
    CHECK(prod == 2);
    CHECK_DONE();
}

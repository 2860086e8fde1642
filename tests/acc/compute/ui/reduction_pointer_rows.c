/* 2.5.15: a reduction var may be any array element. oxacc reduces an element inside the rows of
 * a multi-dimensional array (red_rows_2d.c), but not one reached through pointers (rows of a
 * pointer to arrays, a pointer to pointers): a located "not supported yet" error, not a wrong
 * result or a C compiler error. */
#include <stdlib.h>
int main(void) {
    int (*p)[8] = calloc(4, sizeof *p);
    int **q = calloc(4, sizeof *q);
#pragma acc parallel loop copy(p[0:4]) reduction(+:p[1][2])
    for (int i = 0; i < 10; i++) p[1][2] += 1;
#pragma acc parallel loop reduction(+:q[1][2])
    for (int i = 0; i < 10; i++) q[1][2] += 1;
    return p[1][2] != 10;
}

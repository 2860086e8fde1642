/* 2.5.15: a reduction var may be any array element. oxacc reduces an element inside the rows of
 * a multi-dimensional array (red_rows_2d.c), a loop's (or a combined construct's, 2.11:
 * red_pointer_pointer_combined.c) element of rows reached through pointers, but not a compute
 * construct's own reduction on one, nor elements of several rows of a pointer to pointers: a
 * located "not supported yet" error, not a wrong result or a C compiler error. */
#include <stdlib.h>
int main(void) {
    int (*p)[8] = calloc(4, sizeof *p);
    int **q = calloc(4, sizeof *q);
#pragma acc parallel copy(p[0:4]) reduction(+:p[1][2])
    p[1][2] += 1;
#pragma acc parallel copy(q[0:4][0:8])
    {
#pragma acc loop reduction(+:q[0:2][1])
        for (int i = 0; i < 10; i++) q[i % 2][1] += 1;
    }
    return p[1][2] != 10;
}

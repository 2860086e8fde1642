/* OpenACC 3.3, 2.5.15 and 2.9.11: a loop reduction on a part of one row reached through a
 * pointer to pointers (`int **p`, `reduction(+:p[1][0:4])`), whose body uses the row as a
 * value: passed to a routine (`add(p[1], k)`), moved by pointer arithmetic (`p[1] + k`,
 * `k + p[1]`, `p[1] - -k`) and dereferenced (`*p[1]`). Each thread's copy holds the part
 * alone; the uses reach it from its own first element, with no pointer outside it (C11
 * 6.5.6p8). Before: the CUDA kernel refused them (a located "not supported yet", the region
 * ran on the host), and the CPU team reached the copy through a one-entry table of row
 * pointers moved back by the row's index. A gang loop with a vector loop, a worker loop, a
 * gang loop, and a part not starting at the row's first element used through arithmetic. */
#include "check.h"
#include <stdlib.h>

#pragma acc routine seq
static void add(int *row, int k, int v) { row[k] += v; }

int main(void) {
    int **p = malloc(3 * sizeof *p);
    for (int r = 0; r < 3; r++) p[r] = calloc(8, sizeof **p);
#pragma acc parallel loop gang copy(p[0:3][0:8])
    for (int g = 0; g < 4; g++) {
#pragma acc loop vector reduction(+:p[1][0:4])
        for (int i = 0; i < 100; i++) {
            add(p[1], i % 4, 1);
            *(p[1] + i % 4) += 2;
            *(i % 4 + p[1]) += 3;
            *(p[1] - -(i % 4)) += 4;
            *p[1] += 1;
        }
    }
    for (int k = 0; k < 8; k++) CHECK(p[1][k] == (k < 4 ? 4 * 250 + (k == 0 ? 400 : 0) : 0));

    /* A worker loop and a gang loop reducing the same row part through the routine. */
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) copy(p[0:3][0:8])
    {
#pragma acc loop gang worker reduction(+:p[2][0:2])
        for (int i = 0; i < 64; i++) add(p[2], i % 2, i);
    }
    CHECK(p[2][0] == 992 && p[2][1] == 1024);

    /* A part from the row's element 2: arithmetic and `*` reach it from its first element. */
#pragma acc parallel loop gang vector copy(p[0:3][0:8])
    for (int g = 0; g < 4; g++) {
#pragma acc loop seq reduction(+:p[0][2:3])
        for (int i = 0; i < 30; i++) *(p[0] + 2 + i % 3) += 1;
    }
    for (int k = 0; k < 8; k++) CHECK(p[0][k] == (k >= 2 && k < 5 ? 40 : 0));
    for (int r = 0; r < 3; r++) free(p[r]);
    free(p);
    puts("ok");
    return 0;
}

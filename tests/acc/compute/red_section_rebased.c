/* OpenACC 3.3, 2.5.15 and 2.9.11: reductions on parts of a pointer's target that do not start
 * at its first element: a section with a non-zero lower bound (`reduction(+:acc[lo:n])`, the
 * bound known at run time or a constant), elements of rows through a pointer to arrays
 * (`long (*a)[8]`: `a[g][2]`, `a[2:2][0:8]` rows), a part of one row through a pointer to
 * pointers (`int **p`: `p[r][2:3]`), and the same part reduced again by a nested loop (whose
 * copy combines into the outer loop's). Each thread's copy holds the part alone; the uses
 * index it from its own first element (`copy[i - lo]`): before, the CUDA kernel reached it
 * through a pointer moved outside the copy (`(copy - lo)[i]`), undefined arithmetic (C11
 * 6.5.6p8) that the C++ compilers may miscompile (they dropped stores through such pointers
 * once). Uses also through `i[p]`, `*p`, `*(p + i)`, the row's index with a side effect, and `max`. */
#include "check.h"
#include <stdlib.h>

int main(void) {
    long *acc = calloc(40, sizeof *acc);
    int lo = 13, n = 5;
#pragma acc parallel loop copy(acc[0:40]) reduction(+:acc[lo:n])
    for (int i = 0; i < 1000; i++) acc[lo + i % n] += i;
    for (int k = 0; k < 40; k++) {
        long want = 0;
        for (int i = 0; i < 1000; i++)
            if (k >= lo && k < lo + n && lo + i % n == k) want += i;
        CHECK(acc[k] == want);
    }

    /* A constant lower bound, uses through `i[p]` and `*p` (the section starts at 0). */
    int *h = calloc(64, sizeof *h), *z = calloc(4, sizeof *z);
#pragma acc parallel loop copy(h[0:64], z[0:4]) reduction(+:h[30:6]) reduction(max:z[0:4])
    for (int i = 0; i < 600; i++) {
        if (i % 2) (30 + i % 6)[h] += 1; else *(h + (30 + i % 6)) += 1;
        if (i % 4 == 0 && i > *z) *z = i;
        z[1 + i % 3] = z[1 + i % 3] > i % 97 ? z[1 + i % 3] : i % 97;
    }
    for (int k = 0; k < 64; k++) CHECK(h[k] == (k >= 30 && k < 36 ? 100 : 0));
    CHECK(z[0] == 596 && z[1] == 96 && z[2] == 96 && z[3] == 96);

    /* Rows through a pointer to arrays: an element of a row, and two whole rows. */
    long (*a)[8] = calloc(4, sizeof *a);
#pragma acc parallel loop copy(a[0:4]) reduction(+:a[3][2])
    for (int i = 0; i < 100; i++) a[3][2] += i;
#pragma acc parallel loop copy(a[0:4]) reduction(+:a[1:2][0:8])
    for (int i = 0; i < 160; i++) a[1 + (i / 8) % 2][i % 8] += 1;
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 8; k++)
            CHECK(a[r][k] == (r == 3 && k == 2 ? 4950 : r == 1 || r == 2 ? 10 : 0));

    /* A part of one row through a pointer to pointers, the row's index with a side effect
     * (evaluated in each iteration, as written), and a nested loop reducing the same part. */
    int **p = malloc(3 * sizeof *p);
    for (int r = 0; r < 3; r++) p[r] = calloc(8, sizeof **p);
    int r = 2;
#pragma acc parallel loop copy(p[0:3][0:8]) reduction(+:p[r][2:3])
    for (int i = 0; i < 90; i++) p[r][2 + i % 3] += i;
#pragma acc parallel loop gang copy(p[0:3][0:8])
    for (int g = 0; g < 4; g++) {
#pragma acc loop worker reduction(+:p[1][3:2])
        for (int i = 0; i < 40; i++) {
            p[1][3 + i % 2] += 1;
#pragma acc loop vector reduction(+:p[1][3:2])
            for (int j = 0; j < 8; j++) {
                int t;
                p[t = 1][3 + j % 2] += 2 * t;
            }
        }
    }
    for (int q = 0; q < 3; q++)
        for (int k = 0; k < 8; k++) {
            int want = 0;
            if (q == 2 && k >= 2 && k < 5)
                for (int i = 0; i < 90; i++) want += 2 + i % 3 == k ? i : 0;
            if (q == 1 && (k == 3 || k == 4)) want = 4 * (20 + 40 * 8);
            CHECK(p[q][k] == want);
        }
    free(acc); free(h); free(z); free(a);
    for (int q = 0; q < 3; q++) free(p[q]);
    free(p);
    CHECK_DONE();
}

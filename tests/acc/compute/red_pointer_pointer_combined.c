/* OpenACC 3.3, 2.11: "A private or reduction clause on a combined construct is treated as if
 * it appeared on the loop construct. In addition, a reduction clause on a combined construct
 * implies a copy clause"; 2.5.15 / 2.9.11: a reduction var may be any array element or
 * subarray, also one inside a row reached through a pointer to pointers (`int **p`). So
 * `parallel loop reduction(+:p[2][1])` is the loop's reduction of that element of the row
 * `p[2]` (read where the loop starts), combined into the row where the loop ends. Before: a
 * located "a reduction on a multi-dimensional subarray ... not supported yet". Here with
 * `parallel loop`, `serial loop` and `kernels loop`, '+', max on a subarray of a row, '*' and
 * two elements of two rows in one clause, the rows in a data clause of the construct or of an
 * enclosing data construct, and with default(none); and the rows of a pointer to arrays
 * (`int (*a)[8]`). With no data clause for the variable, the implied copy is made:
 * red_pointer_row_implied_copy.c. */
#include "check.h"
#include <stdlib.h>

int main(void) {
    int **p = malloc(3 * sizeof *p);
    for (int r = 0; r < 3; r++) {
        p[r] = malloc(4 * sizeof **p);
        for (int k = 0; k < 4; k++) p[r][k] = 10 * r + k;
    }
#pragma acc parallel loop reduction(+:p[2][1]) copy(p[0:3][0:4])
    for (int i = 0; i < 100; i++) p[2][1] += i;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 4; k++) CHECK(p[r][k] == 10 * r + k + (r == 2 && k == 1 ? 4950 : 0));

    /* max on a subarray of a row, the rows present from a data construct; default(none). */
    double **d = malloc(2 * sizeof *d);
    for (int r = 0; r < 2; r++) {
        d[r] = malloc(5 * sizeof **d);
        for (int k = 0; k < 5; k++) d[r][k] = -1.0;
    }
#pragma acc data copy(d[0:2][0:5])
    {
#pragma acc parallel loop gang vector default(none) present(d[0:2][0:5]) reduction(max:d[1][1:3])
        for (int i = 0; i < 90; i++) {
            int k = 1 + i % 3;
            double v = (double)((i * 37) % 101);
            if (v > d[1][k]) d[1][k] = v;
        }
    }
    CHECK(d[0][0] == -1.0 && d[0][1] == -1.0 && d[0][4] == -1.0);
    CHECK(d[1][0] == -1.0 && d[1][4] == -1.0);
    for (int k = 1; k < 4; k++) {
        double m = -1.0;
        for (int i = 0; i < 90; i++)
            if (1 + i % 3 == k && (double)((i * 37) % 101) > m) m = (double)((i * 37) % 101);
        CHECK(d[1][k] == m);
    }

    /* serial loop with '*', and kernels loop with two elements of two rows in one clause. */
    long **w = malloc(2 * sizeof *w);
    for (int r = 0; r < 2; r++) {
        w[r] = malloc(3 * sizeof **w);
        for (int k = 0; k < 3; k++) w[r][k] = 1;
    }
#pragma acc serial loop reduction(*:w[0][2]) copy(w[0:2][0:3])
    for (int i = 1; i <= 10; i++) w[0][2] *= i;
    CHECK(w[0][2] == 3628800L && w[0][0] == 1 && w[0][1] == 1 && w[1][2] == 1);
#pragma acc kernels loop reduction(+:w[0][0], w[1][1]) copy(w[0:2][0:3])
    for (int i = 0; i < 50; i++) {
        w[0][0] += 2;
        w[1][1] += i;
    }
    CHECK(w[0][0] == 101 && w[1][1] == 1226 && w[1][0] == 1 && w[0][1] == 1);

    /* Rows of a pointer to arrays (`int (*a)[8]`). */
    int (*a)[8] = calloc(4, sizeof *a);
#pragma acc parallel loop copy(a[0:4]) reduction(+:a[1][2])
    for (int i = 0; i < 10; i++) a[1][2] += 3;
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 8; k++) CHECK(a[r][k] == (r == 1 && k == 2 ? 30 : 0));
    free(a);

    for (int r = 0; r < 3; r++) free(p[r]);
    for (int r = 0; r < 2; r++) { free(d[r]); free(w[r]); }
    free(p);
    free(d);
    free(w);
    CHECK_DONE();
}

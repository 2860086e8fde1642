/* OpenACC 3.3, 2.11: "a reduction clause on a combined construct implies a copy clause" (and
 * 2.6.2); 2.5.15 / 2.9.11: a reduction var may be an array element, also one inside a row
 * reached through a pointer to pointers (`int **p`) or a pointer to arrays (`int (*a)[8]`).
 * So `parallel loop reduction(+:p[2][1])` with no data clause for `p` copies the element in
 * and out: the one-element section of the row, `p[2:1][1:1]` (2.7.1), which maps the row's
 * pointer slot too. Before: emul / GPU stopped with acc_error_not_present for `p`, and with a
 * pointer to arrays the generated C did not compile. Also the explicit `copy(p[2][1])`, which
 * mapped the lone element (a kernel reaching it through `p` read the host's slot and the copy
 * back overwrote the sum: a silent wrong result on emul). Here with parallel, serial and
 * kernels loop, two rows in one clause, run-time subscripts, and the rows present from a
 * data construct or `enter data` (a copy is present-or-copy, 2.7.6). */
#include "check.h"
#include <stdlib.h>

static int idx(int v) { return v; } /* run-time subscripts the compiler cannot fold */

int main(int argc, char **argv) {
    (void)argv;
    int **p = malloc(3 * sizeof *p);
    for (int r = 0; r < 3; r++) {
        p[r] = malloc(4 * sizeof **p);
        for (int k = 0; k < 4; k++) p[r][k] = 10 * r + k;
    }
#pragma acc parallel loop reduction(+:p[2][1])
    for (int i = 0; i < 100; i++) p[2][1] += i;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 4; k++) CHECK(p[r][k] == 10 * r + k + (r == 2 && k == 1 ? 4950 : 0));

    /* The explicit element clause: the same one-element section of the row. */
#pragma acc parallel loop reduction(+:p[1][3]) copy(p[1][3])
    for (int i = 0; i < 10; i++) p[1][3] += 2;
    CHECK(p[1][3] == 13 + 20 && p[1][2] == 12 && p[2][1] == 4971);

    /* Run-time subscripts, serial loop with '*'. */
    int g = idx(argc), k = idx(argc + 2); /* 1 and 3 */
    p[g][k] = 1;
#pragma acc serial loop reduction(*:p[g][k])
    for (int i = 1; i <= 6; i++) p[g][k] *= i;
    CHECK(p[1][3] == 720 && p[1][0] == 10 && p[0][3] == 3);

    /* kernels loop, two elements of two rows in one clause. */
    long **w = malloc(2 * sizeof *w);
    for (int r = 0; r < 2; r++) {
        w[r] = malloc(3 * sizeof **w);
        for (int c = 0; c < 3; c++) w[r][c] = 1;
    }
#pragma acc kernels loop reduction(+:w[0][0], w[1][1])
    for (int i = 0; i < 50; i++) {
        w[0][0] += 2;
        w[1][1] += i;
    }
    CHECK(w[0][0] == 101 && w[1][1] == 1226 && w[1][0] == 1 && w[0][1] == 1);

    /* max on a subarray of a row, the rows present from a data construct (no clause on the
     * construct: the implied copy finds them present). */
    double **d = malloc(2 * sizeof *d);
    for (int r = 0; r < 2; r++) {
        d[r] = malloc(5 * sizeof **d);
        for (int c = 0; c < 5; c++) d[r][c] = -1.0;
    }
#pragma acc data copy(d[0:2][0:5])
    {
#pragma acc parallel loop reduction(max:d[1][1:3])
        for (int i = 0; i < 90; i++) {
            int c = 1 + i % 3;
            double v = (double)((i * 37) % 101);
            if (v > d[1][c]) d[1][c] = v;
        }
#pragma acc parallel loop present(d[0:2][0:5])
        for (int c = 0; c < 5; c++) d[0][c] = d[1][c] + 1.0;
    }
    for (int c = 1; c < 4; c++) {
        double m = -1.0;
        for (int i = 0; i < 90; i++)
            if (1 + i % 3 == c && (double)((i * 37) % 101) > m) m = (double)((i * 37) % 101);
        CHECK(d[1][c] == m && d[0][c] == m + 1.0);
    }
    CHECK(d[1][0] == -1.0 && d[1][4] == -1.0 && d[0][0] == 0.0 && d[0][4] == 0.0);

    /* Rows present from `enter data`. */
#pragma acc enter data copyin(p[0:3][0:4])
#pragma acc parallel loop reduction(+:p[0][2])
    for (int i = 0; i < 8; i++) p[0][2] += 1;
#pragma acc exit data copyout(p[0:3][0:4])
    CHECK(p[0][2] == 10 && p[0][1] == 1 && p[2][1] == 4971);

    /* Rows of a pointer to arrays (`int (*a)[8]`). */
    int (*a)[8] = calloc(4, sizeof *a);
#pragma acc parallel loop reduction(+:a[1][2])
    for (int i = 0; i < 10; i++) a[1][2] += 3;
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++) CHECK(a[r][c] == (r == 1 && c == 2 ? 30 : 0));

    free(a);
    for (int r = 0; r < 3; r++) free(p[r]);
    for (int r = 0; r < 2; r++) { free(d[r]); free(w[r]); }
    free(p);
    free(d);
    free(w);
    CHECK_DONE();
}

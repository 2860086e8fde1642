/* OpenACC 3.3, 2.5.15 and 2.9.11: each element or subarray in a reduction clause is a reduction
 * var of its own, so one clause may reduce several parts of a pointer's target whose bounds are
 * known only at run time (`reduction(+:p[i], p[j])`, `p[k:2], p[0]`). oxacc keeps one private
 * copy per variable: the section from the least lower bound to the greatest end, computed where
 * the clause takes effect; the elements between the parts hold the identity in the copies and
 * combine to their own values (2.5.15 leaves accesses outside the parts unspecified). Before: a
 * located "two elements or subarrays of 'p' ... not supported yet". Here on a combined
 * construct, a gang loop and nested worker / vector loops of a parallel construct, two loops of
 * a region reducing different parts, the construct's own reduction, max on doubles, and parts given in either order. */
#include "check.h"
#include <stdlib.h>

static int idx(int v) { return v; } /* run-time bounds the compiler cannot fold */

int main(int argc, char **argv) {
    (void)argv;
    int n = 16;
    int *p = calloc(n, sizeof *p);
    for (int k = 0; k < n; k++) p[k] = k;
    int i = idx(argc + 1), j = idx(argc + 9); /* 2 and 10 */
#pragma acc parallel loop reduction(+:p[i], p[j]) copy(p[0:n])
    for (int k = 0; k < 100; k++) {
        p[i] += k;
        p[j] += 2;
    }
    for (int k = 0; k < n; k++) CHECK(p[k] == k + (k == 2 ? 4950 : k == 10 ? 200 : 0));

    /* A subarray and an element, the element first and below the subarray. */
    int lo = idx(argc + 5); /* 6 */
#pragma acc parallel loop reduction(+:p[1], p[lo:3]) copy(p[0:n])
    for (int k = 0; k < 30; k++) {
        p[lo + k % 3] += 1;
        p[1] += 3;
    }
    for (int k = 0; k < n; k++)
        CHECK(p[k] == k + (k == 2 ? 4950 : k == 10 ? 200 : 0) + (k >= 6 && k <= 8 ? 10 : 0)
                         + (k == 1 ? 90 : 0));

    /* Loops of a parallel construct: a gang loop, and nested worker and vector loops. */
    long *q = calloc(n, sizeof *q);
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) copy(q[0:n])
    {
#pragma acc loop gang reduction(+:q[j], q[i])
        for (int k = 0; k < 40; k++) {
            q[i] += 1;
            q[j] += k;
        }
#pragma acc loop gang
        for (int g = 0; g < 4; g++) {
#pragma acc loop worker reduction(+:q[lo:2], q[j + 2])
            for (int w = 0; w < 8; w++) {
#pragma acc loop vector reduction(+:q[lo:2], q[j + 2])
                for (int v = 0; v < 32; v++) {
                    q[lo] += 1;
                    q[lo + 1] += 2;
                    q[j + 2] += v;
                }
            }
        }
    }
    for (int k = 0; k < n; k++)
        CHECK(q[k] == (k == 2 ? 40 : k == 10 ? 780 : k == 6 ? 4 * 8 * 32
                       : k == 7 ? 2 * 4 * 8 * 32 : k == 12 ? 4 * 8 * 496 : 0));

    /* Two loops reducing different parts, the data present from a data construct. */
    long *h = calloc(n, sizeof *h);
#pragma acc data copy(h[0:n])
    {
#pragma acc parallel num_gangs(4)
        {
#pragma acc loop gang reduction(+:h[j], h[i])
            for (int k = 0; k < 40; k++) {
                h[i] += 1;
                h[j] += k;
            }
#pragma acc loop gang reduction(+:h[lo:2])
            for (int k = 0; k < 40; k++) {
                h[lo] += 1;
                h[lo + 1] += 2;
            }
        }
    }
    for (int k = 0; k < n; k++)
        CHECK(h[k] == (k == 2 ? 40 : k == 10 ? 780 : k == 6 ? 40 : k == 7 ? 80 : 0));
    free(h);

    /* Two loops of a region reducing an element each, the data in the construct's clause. */
    int *c = calloc(8, sizeof *c);
#pragma acc parallel copy(c[0:8])
    {
#pragma acc loop reduction(+:c[0])
        for (int k = 0; k < 10; k++) c[0] += k;
#pragma acc loop reduction(+:c[n - 15])
        for (int k = 0; k < 10; k++) c[n - 15] += k;
    }
    for (int k = 0; k < 8; k++) CHECK(c[k] == (k < 2 ? 45 : 0));
    free(c);

    /* The construct's own reduction (gang-redundant code), and max on doubles. */
    double *d = malloc(n * sizeof *d);
    for (int k = 0; k < n; k++) d[k] = -1.0;
#pragma acc parallel num_gangs(3) copy(d[0:n]) reduction(max:d[j], d[i:2])
    {
        if (d[j] < 7.5) d[j] = 7.5;
        d[i + 1] = 0.5;
    }
    CHECK(d[10] == 7.5 && d[2] == -1.0 && d[3] == 0.5 && d[0] == -1.0);
#pragma acc parallel loop copy(d[0:n]) reduction(max:d[j], d[i:2])
    for (int k = 0; k < 60; k++) {
        double v = (double)((k * 13) % 59);
        if (v > d[j]) d[j] = v;
        if (v / 2 > d[i + k % 2]) d[i + k % 2] = v / 2;
    }
    double even = -1.0, odd = -1.0;
    for (int k = 0; k < 60; k++) {
        double v = (double)((k * 13) % 59) / 2;
        if (k % 2 == 0 && v > even) even = v;
        if (k % 2 == 1 && v > odd) odd = v;
    }
    CHECK(d[10] == 58.0 && d[2] == even && d[3] == odd);
    for (int k = 0; k < n; k++)
        if (k != 2 && k != 3 && k != 10) CHECK(d[k] == -1.0);
    free(p);
    free(q);
    free(d);
    CHECK_DONE();
}

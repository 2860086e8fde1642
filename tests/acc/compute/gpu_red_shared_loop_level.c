/* OpenACC 3.3, 2.9.11 (loop reduction clause) on a small array that lives in device memory (a
 * data clause on the construct: the loop's reduction is not hoisted to the construct): a loop
 * partitioned over the gangs and every level of the block keeps one copy per gang in shared
 * memory, updated with shared atomics and combined with one atomic per element per gang, as a
 * construct's reduction does (before, a private copy per thread, combined element by element
 * over the block). Every form: `+=`, `++`, a subarray of a pointer with a lower bound, max as
 * an assignment, gang-worker-vector loops, the loop inside a sequential loop (the copy is set
 * up again each time), a gang loop with an inner vector loop and a read of the variable (both
 * kept per thread). Trip counts not multiples of the block, smaller than one block, zero. */
#include <stdlib.h>
#include "check.h"

enum { NB = 13 };

static int bin(int i) { return (int)(((unsigned)i * 2654435761u) >> 11) % NB; }

int main(void) {
    static const int sizes[] = {20011, 255, 3, 0, 512};
    for (int t = 0; t < 5; t++) {
        int n = sizes[t];
        int h[NB], wh[NB], mx[NB], wmx[NB];
        double d[NB], wd[NB];
        int *p = (int *)malloc(sizeof(int) * 20), wp[20];
        for (int b = 0; b < NB; b++) {
            h[b] = wh[b] = b;
            d[b] = wd[b] = 0.5 * b;
            mx[b] = wmx[b] = -7;
        }
        for (int b = 0; b < 20; b++) p[b] = wp[b] = 100 + b;
#pragma acc parallel copy(h, d, mx, p[0:20])
        {
#pragma acc loop gang vector reduction(+:h, d) reduction(max:mx) reduction(+:p[2:10])
            for (int i = 0; i < n; i++) {
                int b = bin(i);
                h[b] += 3;
                d[(b + 2) % NB] += 0.25;
                mx[b] = mx[b] > i % 1000 ? mx[b] : i % 1000;
                p[2 + i % 10]++;
            }
        }
        for (int i = 0; i < n; i++) {
            int b = bin(i);
            wh[b] += 3;
            wd[(b + 2) % NB] += 0.25;
            wmx[b] = wmx[b] > i % 1000 ? wmx[b] : i % 1000;
            wp[2 + i % 10]++;
        }
        for (int b = 0; b < NB; b++) {
            CHECK(h[b] == wh[b]);
            CHECK(d[b] == wd[b]);
            CHECK(mx[b] == wmx[b]);
        }
        for (int b = 0; b < 20; b++) CHECK(p[b] == wp[b]);
        free(p);

        /* Gang-worker-vector, inside a sequential loop of 3 passes. */
        int g[NB], wg[NB];
        for (int b = 0; b < NB; b++) g[b] = wg[b] = 0;
#pragma acc parallel num_workers(2) vector_length(64) copy(g)
        {
            for (int pass = 0; pass < 3; pass++) {
#pragma acc loop gang worker vector reduction(+:g)
                for (int i = 0; i < n; i++) g[(bin(i) + pass) % NB] += 1 + pass;
            }
        }
        for (int pass = 0; pass < 3; pass++)
            for (int i = 0; i < n; i++) wg[(bin(i) + pass) % NB] += 1 + pass;
        for (int b = 0; b < NB; b++) CHECK(g[b] == wg[b]);

        /* A gang loop with an inner vector loop, and a read of the variable: per thread. */
        int c[NB], wc[NB], r[NB], wr[NB];
        for (int b = 0; b < NB; b++) c[b] = wc[b] = r[b] = wr[b] = 1;
        int m = n / 50;
#pragma acc parallel copy(c, r)
        {
#pragma acc loop gang reduction(+:c)
            for (int i = 0; i < m; i++) {
#pragma acc loop vector reduction(+:c)
                for (int j = 0; j < 50; j++) c[(i + j) % NB] += 2;
            }
#pragma acc loop gang vector reduction(+:r)
            for (int i = 0; i < n; i++) r[i % NB] += (r[0] > 0) + 1;
        }
        for (int i = 0; i < m; i++)
            for (int j = 0; j < 50; j++) wc[(i + j) % NB] += 2;
        for (int b = 0; b < NB; b++) CHECK(c[b] == wc[b]);
        /* r[0] read in the loop: its private copies start at 0 (2.5.15), so the read gives
         * 0 or more; each update adds 1 or 2 then. Only the totals' range is checked. */
        for (int i = 0; i < n; i++) wr[i % NB] += 1;
        for (int b = 0; b < NB; b++) CHECK(r[b] >= wr[b] && r[b] <= 2 * wr[b] - 1);
    }
    CHECK_DONE();
}

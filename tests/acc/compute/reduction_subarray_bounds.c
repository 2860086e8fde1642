/* OpenACC 3.3, 2.9.11, 2.5.15 and 2.7.1: the bounds of a reduced subarray. A loop's reduction
 * bounds are evaluated where the loop runs: a variable used only there (nb, lo) is one of the
 * region's (it used to be left out, and the generated C did not build). `a[lo:]` on an array
 * means its elements from lo to the end (the length used to be dropped: nothing was reduced).
 * The bounds of a cache directive (2.10) need nothing of the region. */
#include "check.h"
int main(void) {
    int hist[8] = {0}, nb = 8, lo = 2, n = 1000;
    int h2[8] = {0};
#pragma acc parallel copy(hist, h2)
    {
#pragma acc loop gang reduction(+:hist[0:nb])
        for (int i = 0; i < n; i++) hist[i % 8] += 1;
#pragma acc loop gang reduction(+:h2[lo:])
        for (int i = 0; i < n; i++) h2[2 + i % 6] += 1;
    }
    for (int k = 0; k < 8; k++) CHECK(hist[k] == 125);
    CHECK(h2[0] == 0 && h2[1] == 0);
    for (int k = 2; k < 8; k++) CHECK(h2[k] == (k < 6 ? 167 : 166));

    /* On the construct, and on a loop whose variable is not in a data clause (the reduction
     * is then the region's, 2.9.11). */
    int r[8] = {0}, r2[8] = {0};
#pragma acc parallel loop reduction(+:r[lo:])
    for (int i = 0; i < n; i++) r[2 + i % 6] += 1;
#pragma acc parallel
    {
#pragma acc loop gang reduction(max:r2[lo:])
        for (int i = 0; i < n; i++) r2[2 + i % 6] = r2[2 + i % 6] > i ? r2[2 + i % 6] : i;
    }
    for (int k = 2; k < 8; k++) CHECK(r[k] == (k < 6 ? 167 : 166));
    for (int k = 2; k < 8; k++) CHECK(r2[k] == (k < 6 ? 994 + k : 988 + k));
    CHECK(r[0] == 0 && r2[0] == 0);

    /* A pointer's section on an inner loop, its length a variable of the region used nowhere
     * else. */
    double *p = calloc(16, sizeof *p);
    int len = 4;
#pragma acc parallel loop gang copy(p[0:16])
    for (int i = 0; i < 100; i++) {
#pragma acc loop vector reduction(+:p[lo:len])
        for (int j = 0; j < 8; j++) p[lo + j % 4] += 1;
    }
    for (int k = 0; k < 16; k++) CHECK(p[k] == (k >= 2 && k < 6 ? 200 : 0));
    free(p);

    /* cache: its bounds name variables the region does not otherwise use. */
    static float a[1010], b[1000];
    int w = 3, off = 0;
    for (int i = 0; i < 1010; i++) a[i] = i;
#pragma acc parallel loop
    for (int i = 0; i < 1000; i++) {
#pragma acc cache(a[i + off:w])
        b[i] = a[i] + a[i + 2];
    }
#pragma acc kernels
    for (int i = 0; i < 1000; i++) {
#pragma acc cache(a[i + off:w])
        b[i] += a[i + 1];
    }
    for (int i = 0; i < 1000; i++) CHECK(b[i] == 3.0f * i + 3);
    CHECK_DONE();
}

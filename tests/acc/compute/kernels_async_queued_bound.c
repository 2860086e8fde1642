/* kernels ... async (OpenACC 3.3, 2.5.3, 2.16.1): the region's parts run in order on the
 * queue. A parallelized loop whose variable is read after it (`b[it] = j;`) gets its C final
 * value from the trip count, and a lastprivate scalar (`t = 2 * j + off;`) its expression at
 * the last iteration; when the bound or that expression reads a scalar that code queued
 * before the loop writes (`off = off + it;`), that value is the queued one. The host team
 * computed it as the kernel was queued, before the queue had run `off = off + it;`: `j` was
 * 1005 in every iteration of the host loop around the construct (known gap of 2026-11-29,
 * found by the async hunt). Both a region local and a variable declared outside. `j` is
 * declared outside the host loops: the construct's implicit copy(j) (2.6.2) is async, so a
 * `j` whose lifetime ended with each pass would be written after its end. */
#include "check.h"

#define N 1000

int main(void) {
    static int a[N + 10], b[4], c[4], d[4];
    int off2, t = 0, j;
    for (int it = 0; it < 3; it++) {
#pragma acc kernels copy(a, b) async(1)
        {
            int off = 5;
            off = off + it;
            for (j = 0; j < N + off; j++) a[j] += 1;
            b[it] = j;
        }
    }
#pragma acc wait(1)
    for (int it = 0; it < 3; it++) CHECK(b[it] == N + 5 + it);
    for (int i = 0; i < N + 5; i++) CHECK(a[i] == 3);
    CHECK(a[N + 5] == 2 && a[N + 6] == 1 && a[N + 7] == 0);

    for (int it = 0; it < 3; it++) {
#pragma acc kernels copy(c, d) async(2)
        {
            off2 = 5;
            off2 = off2 + it;
            for (j = 0; j < N + off2; j++) t = 2 * j + off2;
            c[it] = j;
            d[it] = t;
        }
    }
#pragma acc wait(2)
    for (int it = 0; it < 3; it++) {
        CHECK(c[it] == N + 5 + it);
        CHECK(d[it] == 2 * (N + 4 + it) + 5 + it);
    }
    CHECK(off2 == 7 && t == 2 * (N + 6) + 7);
    CHECK_DONE();
}

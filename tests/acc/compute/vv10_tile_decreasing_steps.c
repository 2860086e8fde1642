/* OpenACC 3.3, 2.9.8 (tile clause): tile over loops that count down, step by 2 or 3, and
 * start at non-zero bounds, with tile sizes that do not divide the trip counts, on parallel,
 * kernels and serial loops and with a reduction: every iteration runs exactly once with its
 * own index values (V&V loop_tile.c shapes with odd bounds). */
#include <openacc.h>
#include "check.h"
#define NI 13
#define NJ 11
int main(void) {
    int hit[NI][NJ], hit2[NI][NJ], hit3[NI][NJ];
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) hit[i][j] = hit2[i][j] = hit3[i][j] = 0;
    long sum = 0;
#pragma acc parallel loop tile(4, 3) copy(hit) reduction(+:sum)
    for (int i = NI - 1; i >= 0; i--)
        for (int j = NJ - 1; j >= 1; j -= 2) {
            hit[i][j] += 1;
            sum += i * 100 + j;
        }
    long want = 0;
    for (int i = 0; i < NI; i++)
        for (int j = NJ - 1; j >= 1; j -= 2) want += i * 100 + j;
    CHECK(sum == want);
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) CHECK(hit[i][j] == ((j % 2 == 0 && j >= 2) ? 1 : 0)); /* j = 10, 8, .., 2 */
#pragma acc kernels loop tile(*, 2) copy(hit2)
    for (int i = 2; i < NI; i += 3)
        for (int j = NJ - 1; j > 0; j -= 3)
            hit2[i][j] += i + j;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int on = i >= 2 && (i - 2) % 3 == 0 && j > 0 && (NJ - 1 - j) % 3 == 0;
            CHECK(hit2[i][j] == (on ? i + j : 0));
        }
    unsigned lo = 3, hi = 9;
#pragma acc serial loop tile(2, 5) copy(hit3)
    for (unsigned i = hi; i > lo; i--)
        for (int j = 0; j <= NJ - 1; j++)
            hit3[i][j] = (int)i * 1000 + j;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            CHECK(hit3[i][j] == ((i > 3 && i <= 9) ? i * 1000 + j : 0));
    CHECK_DONE();
}

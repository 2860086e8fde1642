/* OpenACC 3.3, 2.9.10 / 2.6.2: a file-scope array named in a loop's private clause and used
 * only inside that loop (doitgen's `sum[p]` under `parallel loop private(sum)`) is the loop's
 * copy everywhere in the region: the kernel needs no device copy of the array. Before, the
 * region also got an implicit copy(sum) (-Minfo, pinned in the .minfo file): the array moved
 * to the device and back at every launch for nothing. The original stays unchanged. */
#include "check.h"

#define NR 6
#define NP 48
static double A[NR][NP], C4[NP][NP], sum[NP];

int main(void) {
    for (int r = 0; r < NR; r++)
        for (int p = 0; p < NP; p++) A[r][p] = (r * 7 + p) % 11;
    for (int s = 0; s < NP; s++)
        for (int p = 0; p < NP; p++) C4[s][p] = (s + 2 * p) % 5;
    for (int p = 0; p < NP; p++) sum[p] = -1;
    static double want[NR][NP];
    for (int r = 0; r < NR; r++)
        for (int p = 0; p < NP; p++) {
            double t = 0;
            for (int s = 0; s < NP; s++) t += A[r][s] * C4[s][p];
            want[r][p] = t;
        }
#pragma acc parallel loop private(sum) copy(A) copyin(C4)
    for (int r = 0; r < NR; r++) {
#pragma acc loop
        for (int p = 0; p < NP; p++) {
            sum[p] = 0.0;
            for (int s = 0; s < NP; s++) sum[p] += A[r][s] * C4[s][p];
        }
#pragma acc loop
        for (int p = 0; p < NP; p++) A[r][p] = sum[p];
    }
    for (int r = 0; r < NR; r++)
        for (int p = 0; p < NP; p++) CHECK(A[r][p] == want[r][p]);
    for (int p = 0; p < NP; p++) CHECK(sum[p] == -1);
    CHECK_DONE();
}

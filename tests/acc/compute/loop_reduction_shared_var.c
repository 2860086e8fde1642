/* OpenACC 3.3, 2.9.11 (reduction clause on a loop) and 2.5.15: a loop reduction on a variable
 * that is shared in the region (an explicit copy on the parallel construct, the usual idiom)
 * gives each gang a private copy and combines the copies into the shared variable at the end of
 * the loop. Updating the shared variable directly would be a data race: visible with many
 * threads (run_compute also runs at ACC_NUM_CORES=16). */
#include "check.h"
int main(void) {
    long sum = 0;
    double dsum = 0.5;
    int mx = -1;
    unsigned bins[8] = {0};
#pragma acc parallel copy(sum, dsum, mx, bins)
    {
#pragma acc loop gang reduction(+:sum)
        for (int i = 0; i < 200000; i++) sum += i;
#pragma acc loop gang reduction(+:dsum) reduction(max:mx)
        for (int i = 0; i < 200000; i++) { dsum += 1.0; if (i % 1000 > mx) mx = i % 1000; }
#pragma acc loop gang vector reduction(+:bins)
        for (int i = 0; i < 80000; i++) bins[i % 8]++;
    }
    CHECK(sum == 199999L * 200000L / 2);
    CHECK(dsum == 200000.5);
    CHECK(mx == 999);
    for (int k = 0; k < 8; k++) CHECK(bins[k] == 10000);
    long total = 5;
#pragma acc parallel loop copy(total) reduction(+:total)
    for (int i = 0; i < 100000; i++) total += 2;
    CHECK(total == 200005);
    CHECK_DONE();
}

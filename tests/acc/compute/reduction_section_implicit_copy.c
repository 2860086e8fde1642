/* OpenACC 3.3, 2.6.2: a variable in a reduction clause and no data clause is treated as if it
 * appeared in a copy clause; for an array section, a copy of that section. -Minfo=accel names
 * the section as written (`hist[4:8]`), with constant bounds folded (it printed
 * `hist[4:12-(4)]` and `hist[0:256-(0)]`). The histograms are checked on every device. */
#include "check.h"
unsigned hist[256];
int main(void) {
#pragma acc parallel loop reduction(+:hist[0:256])
    for (int i = 0; i < 1000; i++) hist[i % 256]++;
    CHECK(hist[0] == 4 && hist[231] == 4 && hist[232] == 3 && hist[255] == 3);
#pragma acc parallel loop reduction(+:hist[4:8])
    for (int i = 0; i < 1000; i++) hist[4 + i % 8]++;
    CHECK(hist[3] == 4 && hist[4] == 129 && hist[11] == 129 && hist[12] == 4);
    return 0;
}

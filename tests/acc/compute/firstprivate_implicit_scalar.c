/* OpenACC 3.3, 2.6.2: a scalar used in a parallel construct is implicitly firstprivate; a
 * change inside the region does not reach the host variable. */
#include "check.h"
int main(void) {
    int s = 7, out[64];
#pragma acc parallel loop
    for (int i = 0; i < 64; i++) { int t = s; out[i] = t + i; }
#pragma acc parallel num_gangs(1)
    { s = 100; }
    CHECK(s == 7);
    for (int i = 0; i < 64; i++) CHECK(out[i] == 7 + i);
    CHECK_DONE();
}

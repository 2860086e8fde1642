/* OpenACC 3.3, 2.9 (loop construct, canonical loop form): i != ub. */
#include "check.h"
int main(void) {
    static int hit[2000];
    long n = 0;
    for (int k = 0; k < 2000; k++) hit[k] = 0;
#pragma acc parallel loop
    for (int i = 0; i != 50; ++i)
        hit[i + 1000]++;
    for (int k = 0; k < 2000; k++) n += hit[k];
    CHECK(n == 50);
    for (int k = 0; k < 2000; k++) CHECK(hit[k] <= 1);
    CHECK_DONE();
}

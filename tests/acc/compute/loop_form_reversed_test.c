/* OpenACC 3.3, 2.9 (loop construct, canonical loop form): the bound on the left of the test. */
#include "check.h"
int main(void) {
    static int hit[2000];
    long n = 0;
    for (int k = 0; k < 2000; k++) hit[k] = 0;
#pragma acc parallel loop
    for (int i = 0; 64 > i; i++)
        hit[i + 1000]++;
    for (int k = 0; k < 2000; k++) n += hit[k];
    CHECK(n == 64);
    for (int k = 0; k < 2000; k++) CHECK(hit[k] <= 1);
    CHECK_DONE();
}

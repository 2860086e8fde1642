/* OpenACC 3.3, 2.5.13-2.5.15 and 2.15.2: reduction, private and firstprivate clauses on
 * file-scope variables. */
#include "check.h"
long gsum = 10;
int gtmp = -1, gbase = 7;
double gmax = 0;
int main(void) {
    int out[1000];
#pragma acc parallel loop reduction(+:gsum) private(gtmp) firstprivate(gbase)
    for (int i = 0; i < 1000; i++) { gtmp = i + gbase; out[i] = gtmp; gsum += 1; }
#pragma acc parallel
    {
#pragma acc loop gang reduction(max:gmax)
        for (int i = 0; i < 1000; i++) if (i * 0.5 > gmax) gmax = i * 0.5;
    }
    CHECK(gsum == 1010 && gtmp == -1 && gmax == 499.5);
    for (int i = 0; i < 1000; i++) CHECK(out[i] == i + 7);
    CHECK_DONE();
}

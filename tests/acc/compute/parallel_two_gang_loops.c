/* OpenACC 3.3, 2.5.1: two gang loops in one parallel region over different arrays. */
#include "check.h"
int main(void) {
    static double x[5000], y[3000];
#pragma acc parallel
    {
#pragma acc loop gang
        for (int i = 0; i < 5000; i++) x[i] = i * 0.5;
#pragma acc loop gang
        for (int i = 0; i < 3000; i++) y[i] = -i;
    }
    for (int i = 0; i < 5000; i++) CHECK(x[i] == i * 0.5);
    for (int i = 0; i < 3000; i++) CHECK(y[i] == -i);
    CHECK_DONE();
}

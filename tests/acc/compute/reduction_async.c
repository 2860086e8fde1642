/* OpenACC 3.3, 2.5.15 and 2.16.1: a reduction on an async region is available after wait. */
#include "check.h"
int main(void) {
    long s = 0;
#pragma acc parallel loop reduction(+:s) async(1)
    for (int i = 0; i < 10000; i++) s += 2;
#pragma acc wait(1)
    CHECK(s == 20000);
    CHECK_DONE();
}

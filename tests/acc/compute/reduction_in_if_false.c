/* OpenACC 3.3, 2.5.6 and 2.5.15: a reduction region run on the local thread (if false). */
#include "check.h"
int main(void) {
    int s = 5, off = 0;
#pragma acc parallel loop reduction(+:s) if(off)
    for (int i = 0; i < 100; i++) s += 1;
    CHECK(s == 105);
    CHECK_DONE();
}

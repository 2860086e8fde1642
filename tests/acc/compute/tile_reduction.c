/* OpenACC 3.3, 2.9.8: tile with a reduction (the first size is for the innermost loop). */
#include "check.h"
int main(void) {
    long s = 0;
#pragma acc parallel loop tile(16, 4) reduction(+:s)
    for (int i = 0; i < 50; i++)
        for (int j = 0; j < 70; j++)
            s += i * 70 + j;
    CHECK(s == 3500L * 3499 / 2);
    CHECK_DONE();
}

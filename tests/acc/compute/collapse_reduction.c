/* OpenACC 3.3, 2.9.1 and 2.9.11: a reduction over a collapsed nest. */
#include "check.h"
int main(void) {
    long s = 0;
#pragma acc parallel loop collapse(2) reduction(+:s)
    for (int i = 0; i < 300; i++)
        for (int j = 0; j < 200; j++)
            s += i + j;
    CHECK(s == 200L * 299 * 300 / 2 + 300L * 199 * 200 / 2);
    CHECK_DONE();
}

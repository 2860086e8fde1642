/* OpenACC 3.3, 2.5.15: max reduction on an array, per element. */
#include "check.h"
int main(void) {
    int m[4] = {-5, -5, -5, 1000};
#pragma acc parallel loop reduction(max:m)
    for (int i = 0; i < 4000; i++) { int k = i % 4; if (i > m[k]) m[k] = i; }
    CHECK(m[0] == 3996 && m[1] == 3997 && m[2] == 3998 && m[3] == 3999);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15: a reduction on a whole array is element by element. */
#include "check.h"
int main(void) {
    int hist[8] = {1, 1, 1, 1, 1, 1, 1, 1};
#pragma acc parallel loop reduction(+:hist)
    for (int i = 0; i < 8000; i++) hist[i % 8] += 1;
    for (int k = 0; k < 8; k++) CHECK(hist[k] == 1001);
    CHECK_DONE();
}

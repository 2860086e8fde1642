/* OpenACC 3.3, 2.9.11: an array reduction on a gang loop inside a parallel region. */
#include "check.h"
int main(void) {
    unsigned bins[16] = {0};
#pragma acc parallel copy(bins)
    {
#pragma acc loop gang reduction(+:bins)
        for (int i = 0; i < 16000; i++) bins[(i * 5) % 16]++;
    }
    for (int k = 0; k < 16; k++) CHECK(bins[k] == 1000);
    CHECK_DONE();
}

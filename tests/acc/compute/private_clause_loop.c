/* OpenACC 3.3, 2.9.10 (private clause on loop): a scratch array private to each iteration. */
#include "check.h"
int main(void) {
    float scratch[4];
    float out[1000];
#pragma acc parallel loop private(scratch)
    for (int i = 0; i < 1000; i++) {
        for (int k = 0; k < 4; k++) scratch[k] = i + k;
        out[i] = scratch[0] + scratch[3];
    }
    for (int i = 0; i < 1000; i++) CHECK(out[i] == 2 * i + 3);
    CHECK_DONE();
}

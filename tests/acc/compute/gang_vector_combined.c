/* OpenACC 3.3, 2.11: parallel loop gang vector. */
#include "check.h"
int main(void) {
    static float x[10000], y[10000];
    for (int i = 0; i < 10000; i++) x[i] = i;
#pragma acc parallel loop gang vector
    for (int i = 0; i < 10000; i++) y[i] = 2 * x[i];
    for (int i = 0; i < 10000; i++) CHECK(y[i] == 2.0f * i);
    CHECK_DONE();
}

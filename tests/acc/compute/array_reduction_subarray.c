/* OpenACC 3.3, 2.5.15 and 2.7.1: a reduction on a subarray of a pointer. */
#include "check.h"
#include <stdlib.h>
int main(void) {
    double *b = calloc(20, sizeof *b);
    for (int k = 0; k < 20; k++) b[k] = 100;
#pragma acc parallel loop reduction(+:b[5:10])
    for (int i = 0; i < 1000; i++) b[5 + i % 10] += 0.5;
    for (int k = 0; k < 20; k++) CHECK(b[k] == (k >= 5 && k < 15 ? 150 : 100));
    free(b);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15: a dot product with a float sum of exactly representable terms. */
#include "check.h"
#include <stdlib.h>
int main(void) {
    int n = 1 << 16;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), sum = 0;
    for (int i = 0; i < n; i++) { x[i] = 1; y[i] = (i % 4) * 0.25f; }
#pragma acc parallel loop reduction(+:sum) copyin(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) sum += x[i] * y[i];
    CHECK(sum == 0.375f * n);
    free(x); free(y);
    CHECK_DONE();
}

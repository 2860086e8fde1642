/* OpenACC 3.3, 2.5.3: restrict pointers do not alias: the loop is parallelized. */
#include "check.h"
#include <stdlib.h>
static void axpy(int n, float a, const float *restrict x, float *restrict y) {
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
int main(void) {
    int n = 30000;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++) { x[i] = i; y[i] = 1; }
    axpy(n, 3, x, y);
    for (int i = 0; i < n; i++) CHECK(y[i] == 3.0f * i + 1);
    free(x); free(y);
    CHECK_DONE();
}

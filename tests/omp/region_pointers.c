/* Pointer parameters and heap memory shared through a region (the pointers by value). */
#include "check.h"
static void scale(double *restrict out, const double *in, int n, double f) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) out[i] = in[i] * f;
}
int main(void) {
    int n = 10000;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) a[i] = i;
    scale(b, a, n, 2.0);
    for (int i = 0; i < n; i++) CHECK(b[i] == 2.0 * i);
    free(a);
    free(b);
    CHECK_DONE();
}

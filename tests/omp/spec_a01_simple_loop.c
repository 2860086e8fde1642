/* OpenMP 2.0 A.1: executing a simple loop in parallel (the loop variable is private). */
#include "check.h"
static void a1(int n, float *a, float *b) {
    int i;
#pragma omp parallel for
    for (i = 1; i < n; i++) /* i is private by default */
        b[i] = (a[i] + a[i - 1]) / 2.0f;
}
int main(void) {
    float a[1000], b[1000];
    for (int i = 0; i < 1000; i++) a[i] = (float)i;
    b[0] = -1;
    a1(1000, a, b);
    CHECK(b[0] == -1);
    for (int i = 1; i < 1000; i++) CHECK(b[i] == i - 0.5f);
    CHECK_DONE();
}

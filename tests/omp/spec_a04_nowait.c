/* OpenMP 2.0 A.4: independent loops with nowait. */
#include "check.h"
#include <math.h>
static void a4(int n, int m, float *a, float *b, float *y, float *z) {
    int i;
#pragma omp parallel
    {
#pragma omp for nowait
        for (i = 1; i < n; i++)
            b[i] = (a[i] + a[i - 1]) / 2.0f;
#pragma omp for nowait
        for (i = 0; i < m; i++)
            y[i] = sqrtf(z[i]);
    }
}
int main(void) {
    float a[500], b[500], y[300], z[300];
    for (int i = 0; i < 500; i++) a[i] = i;
    for (int i = 0; i < 300; i++) z[i] = (float)(i * i);
    a4(500, 300, a, b, y, z);
    for (int i = 1; i < 500; i++) CHECK(b[i] == i - 0.5f);
    for (int i = 0; i < 300; i++) CHECK(y[i] == (float)i);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.11 (parallel loop), 2.9.2 (gang), 2.6.2 (implicit firstprivate scalars):
 * saxpy through pointer parameters, their data named by subarrays (2.7.1). */
#include "check.h"
static void saxpy(int n, float a, float *x, float *y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}
int main(void) {
    enum { N = 10007 };
    static float x[N], y[N];
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 1; }
    saxpy(N, 2.0f, x, y);
    for (int i = 0; i < N; i++) CHECK(y[i] == 2.0f * i + 1);
    CHECK_DONE();
}

/* OpenMP 2.0 A.7: reduction(+: a, y) and reduction(||: am), with the operator hidden in a
 * function call. */
#include "check.h"
static float sum(float y, float c) { return y + c; }
int main(void) {
    int n = 1000, i;
    float a = 0, y = 0, b[1000], c[1000];
    int am = 0;
    for (i = 0; i < n; i++) { b[i] = i % 7; c[i] = i % 5; }
#pragma omp parallel for private(i) shared(b, c, n) reduction(+: a, y) reduction(||: am)
    for (i = 0; i < n; i++) {
        a += b[i];
        y = sum(y, c[i]);
        am = am || b[i] == c[i];
    }
    float wa = 0, wy = 0;
    for (i = 0; i < n; i++) { wa += b[i]; wy += c[i]; }
    CHECK(a == wa && y == wy && am == 1);
    CHECK_DONE();
}

/* Captured variables whose types are written with a typedef local to the function, typeof or
 * __auto_type (sema's types are printed in the outlined function). */
#include "check.h"
int main(void) {
    typedef double real;
    real a[100];
    int n = 100;
    __typeof__(n) m = 3;
    __auto_type s = 2.0;
    typedef real *realp;
    realp p = a;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < n; i++)
        p[i] = s * i + m;
    double t = 0;
    for (int i = 0; i < n; i++) t += a[i];
    CHECK(t == 2.0 * 4950 + 300);
    CHECK_DONE();
}

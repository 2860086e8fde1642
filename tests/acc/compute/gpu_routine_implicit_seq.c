/* OpenACC 3.3, 2.15.1: "If no explicit routine directive applies to a procedure that is called
 * ... in a compute region, and the procedure's definition appears in the program unit being
 * compiled, then the implementation applies an implicit routine directive with a seq clause to
 * that procedure ... [and] must recursively handle procedure references in that accelerator
 * routine": functions without routine directives, calling each other (static, inline, extern
 * linkage, one defined after its use), called from every level. */
#include "check.h"

static inline int twice(int x) { return 2 * x; }
static int add3(int a, int b, int c) { return a + b + c; }
int poly(int x) { return add3(twice(x * x), x, 1); } /* 2x^2 + x + 1 */
static double mean(const double *v, int n);

int main(void) {
    static int a[1000];
    static double m[50], d[50 * 10];
    for (int i = 0; i < 500; i++) d[i] = i % 10;
#pragma acc parallel loop gang vector copyout(a)
    for (int i = 0; i < 1000; i++) a[i] = poly(i - 500);
    for (int i = 0; i < 1000; i++) CHECK(a[i] == 2 * (i - 500) * (i - 500) + (i - 500) + 1);

#pragma acc parallel loop gang num_workers(2) vector_length(32) copyin(d) copyout(m)
    for (int r = 0; r < 50; r++) {
        m[r] = mean(&d[r * 10], 10);
#pragma acc loop vector
        for (int k = 0; k < 10; k++) d[r * 10 + k] = twice((int)d[r * 10 + k]);
    }
    for (int r = 0; r < 50; r++) CHECK(m[r] == 4.5);

    int s = 0;
#pragma acc serial copy(s)
    {
        for (int i = 0; i < 10; i++) s += add3(i, twice(i), poly(0));
    }
    CHECK(s == 45 + 90 + 10);
    CHECK_DONE();
}

static double mean(const double *v, int n) {
    double t = 0;
    for (int i = 0; i < n; i++) t += v[i];
    return t / n;
}

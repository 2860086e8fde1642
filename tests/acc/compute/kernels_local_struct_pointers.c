/* kernels (OpenACC 3.3, 2.5.3): a struct holding pointers declared inside the construct
 * (`struct S t = { e, n, w };`, host code between the kernels) and only read by a kernel
 * runs on the GPU, its pointers translated to the device copies' addresses. It was a
 * warning "will run only on the host" and a stop under emul. Odd sizes, a zero trip count,
 * a struct nested in another, pointers stored through and read through. */
#include "check.h"
struct In { double *w; };
struct S { int *q; int n; struct In in; };
int main(void) {
    int e[37], n = 37, m = 0;
    double w[37];
    for (int i = 0; i < n; i++) { e[i] = -1; w[i] = i; }
#pragma acc kernels copy(e[0:n], w[0:n])
    {
        struct S t = { e, n, { w } };
        for (int i = 0; i < t.n; i++) t.q[i] = i + (int)t.in.w[i];
        struct S z = { e, m, { w } };
        for (int i = 0; i < z.n; i++) z.q[i] = -5;
        for (int i = 0; i < t.n; i++) t.in.w[i] = t.q[i] * 0.5;
    }
    for (int i = 0; i < n; i++) CHECK(e[i] == 2 * i && w[i] == i);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.1-2.5.3 and 2.6.2 (implicit data attributes): a scalar is firstprivate on
 * parallel and serial, copy on kernels; default(none) with explicit clauses; V&V
 * parallel_scalar_default_firstprivate, serial_scalar_default_firstprivate,
 * kernels_scalar_default_copy. */
#include <openacc.h>
#include "check.h"
#define n 64
int main(void) {
    int a[n], s = 10, t = 20, k = 30;
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel copy(a) num_gangs(1)
    {
        s += 1;
#pragma acc loop
        for (int i = 0; i < n; i++) a[i] = s;
    }
    CHECK(s == 10);
    for (int i = 0; i < n; i++) CHECK(a[i] == 11);
#pragma acc serial copy(a)
    {
        t += 2;
        for (int i = 0; i < n; i++) a[i] += t;
    }
    CHECK(t == 20);
    for (int i = 0; i < n; i++) CHECK(a[i] == 33);
#pragma acc kernels copy(a)
    {
        k = k + 5;
        for (int i = 0; i < n; i++) a[i] += 1;
    }
    CHECK(k == 35);
    int m = 3;
#pragma acc parallel loop default(none) copy(a) firstprivate(m)
    for (int i = 0; i < n; i++) a[i] *= m;
    for (int i = 0; i < n; i++) CHECK(a[i] == 102);
    CHECK_DONE();
}

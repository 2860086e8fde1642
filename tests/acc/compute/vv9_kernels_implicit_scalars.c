/* OpenACC 3.3, 2.6.2 (implicitly determined data attributes): in a kernels construct a
 * scalar without a data clause is treated as copy (its final value comes back), while in
 * parallel and serial it is firstprivate (the host's value is unchanged); arrays are copy in
 * all three; a kernels region whose loops read a scalar written by an earlier loop in the
 * same region sees that value (V&V kernels_scalar_default.c, parallel_scalar_default.c). */
#include <openacc.h>
#include "check.h"
#define N 500
int main(void) {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    int s = 1, p = 1, q = 1;
    double last = 0.0;
#pragma acc kernels
    {
        s = 42;            /* copy: comes back */
        last = a[N - 1];   /* read of an implicitly copied array */
        for (int i = 0; i < N; i++) a[i] += s; /* sees the 42 written above */
    }
    CHECK(s == 42 && last == N - 1);
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 42);
#pragma acc parallel num_gangs(1)
    {
        p = 99; /* firstprivate: the host's p stays 1 */
        a[0] = p;
    }
#pragma acc serial
    {
        q = q + 10; /* firstprivate starts at the host value 1 */
        a[1] = q;
    }
    CHECK(p == 1 && q == 1);
    CHECK(a[0] == 99 && a[1] == 11);
    /* kernels loop with a scalar computed and then used in a second loop */
    int m = 0;
#pragma acc kernels
    {
        m = a[2] * 2;
#pragma acc loop independent
        for (int i = 0; i < N; i++) a[i] = a[i] - m;
    }
    CHECK(m == 88);
    for (int i = 2; i < N; i++) CHECK(a[i] == i + 42 - 88);
    CHECK_DONE();
}

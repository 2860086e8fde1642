/* jn and yn (POSIX, CUDA has them) and roundeven (C23 7.12.9.8, glibc since 2.25) in a
 * compute region (OpenACC 3.3, 2.5.1): the region ran on the host only ("a call of 'jn',
 * which has no definition in this file"). roundeven rounds halfway cases to even, keeps
 * the sign of a zero and passes infinities and NaNs; jn and yn agree with glibc within
 * CUDA's documented bounds (absolute errors up to 2.2e-6 for n = 128; far less here). */
#define _GNU_SOURCE
#include <math.h>
#include "check.h"

#define N 16

int main(void) {
    const double x[N] = {0.5, 1.5, 2.5, -2.5, -0.4, 3.5, -3.5, 4.500000001, 1e300, -0.0,
                         INFINITY, NAN, 7.0, 0x1.fffffffffffffp51, 12345.5, 0.49999999999999994};
    double re[N], bj[N], by[N];
    float ref[N];
#pragma acc parallel loop copyin(x) copyout(re, ref, bj, by)
    for (int i = 0; i < N; i++) {
        re[i] = roundeven(x[i]);
        ref[i] = roundevenf((float)x[i]);
        double a = fabs(x[i]) < 100 ? fabs(x[i]) + 0.25 : 2.0;
        bj[i] = jn(i % 5, a);
        by[i] = yn(i % 4, a);
    }
    for (int i = 0; i < N; i++) {
        double w = roundeven(x[i]);
        float wf = roundevenf((float)x[i]);
        CHECK((isnan(w) && isnan(re[i])) || (re[i] == w && signbit(re[i]) == signbit(w)));
        CHECK((isnan(wf) && isnan(ref[i])) || (ref[i] == wf && signbit(ref[i]) == signbit(wf)));
        double a = fabs(x[i]) < 100 ? fabs(x[i]) + 0.25 : 2.0;
        double j = jn(i % 5, a), y = yn(i % 4, a);
        CHECK(fabs(bj[i] - j) <= 1e-9 * fabs(j) + 1e-6);
        CHECK(fabs(by[i] - y) <= 1e-9 * fabs(y) + 1e-6);
    }
    CHECK_DONE();
}

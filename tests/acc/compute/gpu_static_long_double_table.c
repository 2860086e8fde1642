/* A `static const long double` table in a compute region (`static const long double t[3] =
 * {1.0L, 2.5L, 3.0L};`): the region ran on the host only (a warning; NVRTC had rejected the
 * file before: "dynamic initialization is not supported", the kernel's long double class
 * having constructors). Its elements are now constants of the class built from their bits.
 * The device computes long double in double (a warning), so the values here are exact in
 * double: integers, halves, a negated literal, a double subnormal, and elements the list
 * leaves out (zero). */
#include "check.h"

#define N 64

int main(void) {
    double out[N], sub[N];
#pragma acc parallel loop copyout(out, sub)
    for (int i = 0; i < N; i++) {
        static const long double t[6] = {1.0L, 2.5L, -3, +0.375L, 0x1p-1060L};
        static const long double u[2] = {4.0L, -0.5L}, w[1] = {7};
        out[i] = (double)(t[i % 6] * 2) + (double)u[i % 2] + (double)w[0];
        sub[i] = (double)t[4];
    }
    const double want[6] = {2.0, 5.0, -6.0, 0.75, 0x1p-1059, 0.0};
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == want[i % 6] + (i % 2 ? -0.5 : 4.0) + 7.0);
        CHECK(sub[i] == 0x1p-1060);
    }
    CHECK_DONE();
}

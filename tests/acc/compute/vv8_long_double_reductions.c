/* OpenACC 3.3, 2.5.15 / 2.9.11 reduction with long double operands (+, *, max, min) on
 * parallel loop, kernels loop and serial loop; values are exact in every format (small
 * integers and powers of two), so the result does not depend on the device's long double. */
#include "check.h"
#define N 128
static long double v[N];
int main(void) {
    for (int i = 0; i < N; i++) v[i] = (long double)(i % 9) - 4.0L;
    long double s = 0.5L, s_ref = 0.5L, p = 1.0L, mx = -1e30L, mn = 1e30L;
    for (int i = 0; i < N; i++) s_ref += v[i];
#pragma acc parallel loop copyin(v) reduction(+:s)
    for (int i = 0; i < N; i++) s += v[i];
    CHECK(s == s_ref);
#pragma acc kernels loop copyin(v) reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < N; i++) {
        if (v[i] > mx) mx = v[i];
        mn = v[i] < mn ? v[i] : mn;
    }
    CHECK(mx == 4.0L && mn == -4.0L);
#pragma acc serial loop copyin(v) reduction(*:p)
    for (int i = 0; i < 20; i++) p *= (v[i] == 0.0L ? 1.0L : (v[i] < 0 ? -2.0L : 2.0L));
    long double p_ref = 1.0L;
    for (int i = 0; i < 20; i++) p_ref *= (v[i] == 0.0L ? 1.0L : (v[i] < 0 ? -2.0L : 2.0L));
    CHECK(p == p_ref);
    CHECK_DONE();
}

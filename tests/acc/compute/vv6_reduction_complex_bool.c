/* OpenACC 3.3, 2.5.15 / 2.9.11 reduction on _Complex types with + and * (the operators
 * valid for complex in the table of 2.5.15) and on _Bool with &&, ||, &, |, ^, max and min,
 * on parallel loop, kernels loop gang vector and serial loop, and on the loop inside a
 * parallel region: V&V parallel_loop_reduction_add_general (complex variant),
 * kernels_loop_reduction_multiply, serial_loop_reduction_and. */
#include <complex.h>
#include <stdbool.h>
#include "check.h"
#define N 64
static double complex z[N];
static bool flag[N];
int main(void) {
    for (int i = 0; i < N; i++) {
        z[i] = (i % 4) + (i % 3) * I;
        flag[i] = i % 5 != 0;
    }
    double complex s = 1.0 + 1.0 * I, s_ref = s;
    for (int i = 0; i < N; i++) s_ref += z[i];
#pragma acc parallel loop copyin(z) reduction(+:s)
    for (int i = 0; i < N; i++) s += z[i];
    CHECK(s == s_ref);
    float complex sf = 0;
#pragma acc kernels loop gang vector copyin(z) reduction(+:sf)
    for (int i = 0; i < N; i++) sf += (float complex)z[i];
    CHECK(crealf(sf) == (float)creal(s_ref - (1.0 + 1.0 * I)) && cimagf(sf) == (float)cimag(s_ref - (1.0 + 1.0 * I)));
    /* product of unit-modulus-ish factors that stay exact: powers of i and 2 */
    double complex p = 1, p_ref = 1;
    double complex f[8] = {I, 2, -I, 1 + 0 * I, 2 * I, -1, 0.5, I};
    for (int i = 0; i < 8; i++) p_ref *= f[i];
#pragma acc serial loop copyin(f) reduction(*:p)
    for (int i = 0; i < 8; i++) p *= f[i];
    CHECK(p == p_ref);
    double complex p2 = 2;
#pragma acc parallel copyin(f) reduction(*:p2)
    {
#pragma acc loop gang worker vector reduction(*:p2)
        for (int i = 0; i < 8; i++) p2 *= f[i];
    }
    CHECK(p2 == 2 * p_ref);
    /* (a long double _Complex reduction runs on the host only: docs/known-gaps) */
    float complex pf = 1;
#pragma acc kernels loop worker vector copyin(f) reduction(*:pf)
    for (int i = 0; i < 8; i++) pf *= (float complex)f[i];
    CHECK(crealf(pf) == (float)creal(p_ref) && cimagf(pf) == (float)cimag(p_ref));
    /* _Bool */
    bool all = true, any = false, band = true, bor = false, bx = false, bmax = false, bmin = true;
#pragma acc parallel loop copyin(flag) reduction(&&:all) reduction(||:any) reduction(&:band) \
    reduction(|:bor) reduction(^:bx) reduction(max:bmax) reduction(min:bmin)
    for (int i = 0; i < N; i++) {
        all = all && flag[i];
        any = any || flag[i];
        band &= flag[i];
        bor |= flag[i];
        bx ^= flag[i];
        bmax = bmax > flag[i] ? bmax : flag[i];
        bmin = bmin < flag[i] ? bmin : flag[i];
    }
    int ones = 0;
    for (int i = 0; i < N; i++) ones += flag[i];
    CHECK(!all && any && !band && bor && bx == (ones & 1) && bmax && !bmin);
    bool sany = false, sall = true;
#pragma acc serial loop copyin(flag) reduction(||:sany) reduction(&&:sall)
    for (int i = 1; i < N; i += 5) { sany = sany || !flag[i]; sall = sall && flag[i]; }
    CHECK(!sany && sall);
    bool kx = true;
#pragma acc kernels loop gang worker copyin(flag) reduction(^:kx)
    for (int i = 0; i < N; i++) kx ^= flag[i];
    CHECK(kx == !(ones & 1));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15: a construct's reduction on a small integer array updated with a
 * `double` constant (`long h[64]; h[k] += 1.0`). C computes `(long)((double)h[k] + 1.0)`,
 * which is the integer sum while the values are doubles exactly: on the GPU the gang's
 * shared copy is updated with the native integer atomic (crates/oxacc-lower/tests/
 * snapshots_cuda.rs `integer_histogram_counted_with_a_double_constant_uses_the_native_atomic`;
 * before, a compare-and-swap loop). Also int and short counts, a constant other than one,
 * and a fractional one (`+= 0.5`: C truncates each sum, so the loop stays). */
#include "check.h"

#define N 100000

int main(void) {
    static int a[N];
    long h[64] = {0};
    int g[16] = {0};
    short s[8] = {0};
    int f[4] = {0};
    for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1000;
#pragma acc parallel loop reduction(+:h, g, s, f) copyin(a)
    for (int i = 0; i < N; i++) {
        h[a[i] & 63] += 1.0;
        g[a[i] & 15] += 3.0;
        s[a[i] & 7] += 1.;
        f[a[i] & 3] += 0.5;
    }
    long eh[64] = {0};
    int eg[16] = {0}, ef[4] = {0};
    short es[8] = {0};
    for (int i = 0; i < N; i++) {
        eh[a[i] & 63] += 1;
        eg[a[i] & 15] += 3;
        es[a[i] & 7] += 1;
    }
    for (int k = 0; k < 64; k++) CHECK(h[k] == eh[k]);
    for (int k = 0; k < 16; k++) CHECK(g[k] == eg[k]);
    for (int k = 0; k < 8; k++) CHECK(s[k] == es[k]);
    /* f[k] += 0.5 truncates each sum to 0: every copy stays 0. */
    for (int k = 0; k < 4; k++) CHECK(f[k] == ef[k]);
    CHECK_DONE();
}

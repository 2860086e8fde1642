/* nanl, frexpl, modfl and remquol (C11 7.12.11.2, 7.12.6.4, 7.12.6.12, 7.12.10.3) and BSD's
 * finite/finitef in a compute region (OpenACC 3.3, 2.5.1): the region ran on the host only
 * ("a call of 'frexpl', which has no definition in this file"). The device computes long
 * double in double (a warning), so the values here are exact in double and the results
 * must equal glibc's; the pointer results (exponent, integer part, quotient bits) too. */
#define _GNU_SOURCE
#include <math.h>
#include "check.h"

#define N 8

int main(void) {
    const long double x[N] = {6.75L, -0.375L, 1024.0L, 0.0L, -7.5L, 0x1.8p900L, 3.0L, -0x1p-900L};
    long double fr[N], mf[N], ip[N], rq[N], nl[N];
    int ex[N], q[N], fin[N];
#pragma acc parallel loop copyin(x) copyout(fr, mf, ip, rq, nl, ex, q, fin)
    for (int i = 0; i < N; i++) {
        fr[i] = frexpl(x[i], &ex[i]);
        mf[i] = modfl(x[i], &ip[i]);
        rq[i] = remquol(x[i], 2.5L, &q[i]);
        nl[i] = nanl("");
        fin[i] = finite((double)x[i] * 1e10) + 2 * finitef((float)x[i]);
    }
    for (int i = 0; i < N; i++) {
        int e, qq;
        long double p;
        CHECK(fr[i] == frexpl(x[i], &e) && ex[i] == e);
        CHECK(mf[i] == modfl(x[i], &p) && ip[i] == p);
        CHECK(rq[i] == remquol(x[i], 2.5L, &qq) && (q[i] & 7) == (qq & 7));
        CHECK(isnan(nl[i]));
        CHECK(fin[i] == finite((double)x[i] * 1e10) + 2 * finitef((float)x[i]));
    }
    CHECK_DONE();
}

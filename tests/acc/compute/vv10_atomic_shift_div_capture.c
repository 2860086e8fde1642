/* OpenACC 3.3, 2.12: atomic update and capture with the operators V&V tests one file each:
 * <<, >>, /, - (x = x - e and x = e - x), ^ and the capture forms {v = x; x binop= e;},
 * {x binop= e; v = x;}, v = x binop= e, and {v = x; x = e;} (swap) on int, unsigned and long,
 * from a gang vector loop where every iteration's capture must see a distinct value. */
#include <openacc.h>
#include "check.h"
#define N 24
int main(void) {
    unsigned sh = 1u;           /* <<= 1 then >>= 1 pairs */
    long div = 1L << 40;        /* /= 2, 24 times */
    int sub = 0, rsub = 5;
    unsigned xr = 0;
    long caps[N], capd[N];
    int swp = -1, old[N];
    int cx[N];
#pragma acc parallel loop gang vector copy(sh, div, sub, rsub, xr, swp) copyout(caps, capd, old, cx)
    for (int i = 0; i < N; i++) {
#pragma acc atomic capture
        { caps[i] = sh; sh <<= 1; }
#pragma acc atomic capture
        { div /= 2; capd[i] = div; }
#pragma acc atomic update
        sub = sub - i;
#pragma acc atomic update
        rsub = 10 - rsub;               /* N times: even count restores 5 */
#pragma acc atomic capture
        cx[i] = xr ^= (1u << i);
#pragma acc atomic capture
        { old[i] = swp; swp = i; }
    }
    CHECK(sh == 1u << N);
    CHECK(div == (1L << 40) >> N);
    CHECK(sub == -(N * (N - 1) / 2));
    CHECK(rsub == 5);
    CHECK(xr == (1u << N) - 1);
    /* captures: each power of two once, each quotient once, each xr prefix set of bits */
    unsigned long long mask = 0, dmask = 0;
    for (int i = 0; i < N; i++) {
        int b = __builtin_ctzl((unsigned long)caps[i]);
        CHECK(caps[i] == 1L << b && b < N);
        mask |= 1ull << b;
        int d = 40 - __builtin_ctzl((unsigned long)capd[i]);
        CHECK(capd[i] == 1L << (40 - d) && d >= 1 && d <= N);
        dmask |= 1ull << (d - 1);
        CHECK(((unsigned)cx[i] & (1u << i)) != 0);
    }
    CHECK(mask == (1ull << N) - 1 && dmask == (1ull << N) - 1);
    /* swap chain: old values are -1 and N-1 of the N indices, a permutation walk */
    int minus1 = 0, cnt[N] = {0};
    for (int i = 0; i < N; i++) {
        if (old[i] == -1) minus1++;
        else if (old[i] >= 0 && old[i] < N) cnt[old[i]]++;
    }
    CHECK(minus1 == 1);
    CHECK(swp >= 0 && swp < N && cnt[swp] == 0);
    for (int i = 0; i < N; i++) CHECK(i == swp || cnt[i] == 1);
    CHECK_DONE();
}

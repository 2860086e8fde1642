/* OpenACC 3.3, 2.5.15 / 2.9.11 reduction: the operators apply to the variable's type, so an
 * unsigned char / unsigned short product or sum wraps modulo 2^N after the C integer
 * promotions and the conversion back on assignment (C11 6.3.1.3); size_t max/min and
 * long long &, |, ^ and int &&, || as the V&V parallel_loop_reduction_*_general tests use. */
#include <stddef.h>
#include "check.h"
#define N 300
static unsigned char uc[N];
static unsigned short us[N];
static size_t sz[N];
static long long ll[N];
static int flags[N];
int main(void) {
    for (int i = 0; i < N; i++) {
        uc[i] = (unsigned char)(3 + 2 * (i % 7));
        us[i] = (unsigned short)(1000 + 37 * i);
        sz[i] = (size_t)1 << (i % 40);
        ll[i] = (long long)0x0101010101010101LL * (i % 5) ^ ((long long)i << 33);
        flags[i] = i % 11 != 3;
    }
    unsigned char pc = 1, pc_ref = 1, sc = 7, sc_ref = 7;
    unsigned short ps = 3, ps_ref = 3, ss = 0, ss_ref = 0;
    for (int i = 0; i < N; i++) {
        pc_ref *= uc[i];
        sc_ref += uc[i];
        ps_ref *= (unsigned short)(us[i] | 1);
        ss_ref += us[i];
    }
#pragma acc parallel loop copyin(uc, us) reduction(*:pc, ps) reduction(+:sc, ss)
    for (int i = 0; i < N; i++) {
        pc *= uc[i];
        sc = sc + uc[i];
        ps = ps * (unsigned short)(us[i] | 1);
        ss += us[i];
    }
    CHECK(pc == pc_ref);
    CHECK(sc == sc_ref);
    CHECK(ps == ps_ref);
    CHECK(ss == ss_ref);
    size_t mx = 0, mn = (size_t)-1;
#pragma acc kernels loop gang vector copyin(sz) reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < N; i++) {
        mx = sz[i] > mx ? sz[i] : mx;
        mn = sz[i] < mn ? sz[i] : mn;
    }
    CHECK(mx == (size_t)1 << 39);
    CHECK(mn == 1);
    long long a = -1, o = 0, x = 0x5555LL, a_ref = -1, o_ref = 0, x_ref = 0x5555LL;
    for (int i = 0; i < N; i++) {
        a_ref &= ll[i] | ((long long)1 << (i % 64 == 63 ? 62 : i % 64));
        o_ref |= ll[i];
        x_ref ^= ll[i];
    }
#pragma acc serial loop copyin(ll) reduction(&:a) reduction(|:o) reduction(^:x)
    for (int i = 0; i < N; i++) {
        a &= ll[i] | ((long long)1 << (i % 64 == 63 ? 62 : i % 64));
        o |= ll[i];
        x ^= ll[i];
    }
    CHECK(a == a_ref && o == o_ref && x == x_ref);
    int all = 1, any = 0, none = 0;
#pragma acc parallel copyin(flags) copy(all, any, none)
    {
#pragma acc loop gang worker vector reduction(&&:all) reduction(||:any, none)
        for (int i = 0; i < N; i++) {
            all = all && flags[i];
            any = any || !flags[i];
            none = none || flags[i] > 1;
        }
    }
    CHECK(all == 0 && any == 1 && none == 0);
    CHECK_DONE();
}

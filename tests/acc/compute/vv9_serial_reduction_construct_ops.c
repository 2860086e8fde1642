/* OpenACC 3.3, 2.5.3 and 2.5.15: a reduction clause on the serial construct itself (one
 * gang of one worker and one vector lane, so the region's code runs once): the result is the
 * original value combined with what the region computes, for + * max min & | ^ && ||, with
 * int, unsigned, long, float and double and several variables in one clause; and an async
 * serial reduction, whose result is there after the wait (V&V serial_reduction.c). */
#include <openacc.h>
#include "check.h"
#define N 100
int main(void) {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 101 - 50;
    int sum = 10, mx = -1000, mn = 1000, land = 1, lor = 0;
    long prod = 3;
    unsigned band = 0xffffffffu, bor = 0x10u, bxor = 0x5u;
    double dsum = 0.5;
    float fmx = -1.0f;
#pragma acc serial copyin(a) reduction(+:sum, dsum) reduction(*:prod) reduction(max:mx, fmx) \
    reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) \
    reduction(&&:land) reduction(||:lor)
    {
        for (int i = 0; i < N; i++) {
            sum += a[i];
            dsum += a[i] * 0.25;
            if (i < 10) prod *= (a[i] % 3) + 2;
            mx = a[i] > mx ? a[i] : mx;
            fmx = a[i] * 0.5f > fmx ? a[i] * 0.5f : fmx;
            mn = a[i] < mn ? a[i] : mn;
            band &= ~(1u << (i % 7));
            bor |= 1u << (i % 9 + 8);
            bxor ^= (unsigned)(a[i] & 0xff);
            land = land && (a[i] > -60);
            lor = lor || (a[i] == 49);
        }
    }
    int hsum = 10, hmx = -1000, hmn = 1000, hland = 1, hlor = 0;
    long hprod = 3;
    unsigned hband = 0xffffffffu, hbor = 0x10u, hbxor = 0x5u;
    double hdsum = 0.5;
    float hfmx = -1.0f;
    for (int i = 0; i < N; i++) {
        hsum += a[i];
        hdsum += a[i] * 0.25;
        if (i < 10) hprod *= (a[i] % 3) + 2;
        hmx = a[i] > hmx ? a[i] : hmx;
        hfmx = a[i] * 0.5f > hfmx ? a[i] * 0.5f : hfmx;
        hmn = a[i] < hmn ? a[i] : hmn;
        hband &= ~(1u << (i % 7));
        hbor |= 1u << (i % 9 + 8);
        hbxor ^= (unsigned)(a[i] & 0xff);
        hland = hland && (a[i] > -60);
        hlor = hlor || (a[i] == 49);
    }
    CHECK(sum == hsum && dsum == hdsum && prod == hprod && mx == hmx && fmx == hfmx);
    CHECK(mn == hmn && band == hband && bor == hbor && bxor == hbxor);
    CHECK(land == hland && lor == hlor);
    /* async serial reduction: the result is there after the wait */
    long total = 1;
#pragma acc serial copyin(a) reduction(+:total) async(3)
    for (int i = 0; i < N; i++) total += a[i] * a[i];
#pragma acc wait(3)
    long ht = 1;
    for (int i = 0; i < N; i++) ht += a[i] * a[i];
    CHECK(total == ht);
    CHECK_DONE();
}

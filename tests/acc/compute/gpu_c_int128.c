/* GNU C __int128 / unsigned __int128 in compute regions (oxacc: --device-int128, docs): 128-bit
 * products and divisions of 64-bit values, shifts across the 64-bit boundary, conversions to
 * and from 64-bit types, and 128-bit values copied between host and device. */
#include "check.h"

int main(void) {
    static unsigned long long hi[256], lo[256];
    static unsigned __int128 big[256];
    static long long q[256];
    for (int i = 0; i < 256; i++) big[i] = ((unsigned __int128)i << 100) | (unsigned __int128)(i * 3);
#pragma acc parallel loop copy(big) copyout(hi, lo, q)
    for (int i = 0; i < 256; i++) {
        unsigned long long a = 0xfedcba9876543210ULL + (unsigned long long)i;
        unsigned __int128 p = (unsigned __int128)a * (a >> 3);
        hi[i] = (unsigned long long)(p >> 64);
        lo[i] = (unsigned long long)p;
        __int128 s = -((__int128)i << 70);
        q[i] = (long long)(s / ((__int128)1 << 66));
        big[i] = (big[i] >> 100) + (big[i] << 28);
    }
    for (int i = 0; i < 256; i++) {
        unsigned long long a = 0xfedcba9876543210ULL + (unsigned long long)i;
        unsigned __int128 p = (unsigned __int128)a * (a >> 3);
        CHECK(hi[i] == (unsigned long long)(p >> 64));
        CHECK(lo[i] == (unsigned long long)p);
        CHECK(q[i] == -16LL * i);
        unsigned __int128 b0 = ((unsigned __int128)i << 100) | (unsigned __int128)(i * 3);
        CHECK(big[i] == (b0 >> 100) + (b0 << 28));
    }
    CHECK_DONE();
}

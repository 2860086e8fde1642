/* OpenACC 3.3, 2.5.15 / 2.9.11: reductions of GNU C's 128-bit integers (found by the pipeline
 * fuzzer: `reduction(||: big)` on an `__int128` array). CUDA's warp shuffles move 64 bits at
 * most, and NVRTC rejected the kernel's `__shfl_xor_sync` of an `__int128`: the prelude now
 * shuffles the two halves. */
#include "check.h"

int main(void) {
    __int128 big[4] = {0, 0, 0, 0}, s = 0;
    unsigned __int128 m = 0;
#pragma acc parallel loop reduction(||: big) copy(big)
    for (int i = 0; i < 256; i++) big[i % 4] = big[i % 4] || (i == 200 && i % 4 == 0);
#pragma acc parallel loop reduction(+: s) reduction(max: m)
    for (int i = 0; i < 1000; i++) {
        s += (__int128)i << 70;
        unsigned __int128 v = ((unsigned __int128)(unsigned)i << 64) | 7u;
        m = v > m ? v : m;
    }
    CHECK(big[0] == 1 && big[1] == 0 && big[2] == 0 && big[3] == 0);
    CHECK(s == (__int128)499500 << 70);
    CHECK(m == (((unsigned __int128)999 << 64) | 7u));
    CHECK_DONE();
}

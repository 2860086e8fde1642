/* OpenACC 3.3, 2.5.15 and 2.9.11 in the V&V suite's kernels_loop_reduction_bitand_general /
 * bitor / bitxor style: a kernels loop reduction with &, | and ^ over pseudo-random data of
 * unsigned char, unsigned short, unsigned int and unsigned long long, each result checked
 * against the host; and the same reductions on an inner loop whose result is stored per
 * outer iteration (the "vector" variants). */
#include <stdint.h>
#include "check.h"
#define N 2000
#define R 25
#define C 80
static uint64_t lcg(uint64_t *s) {
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return *s >> 17;
}
int main(void) {
    static unsigned char c8[N];
    static unsigned short c16[N];
    static unsigned int c32[N];
    static unsigned long long c64[N];
    uint64_t seed = 12345;
    for (int i = 0; i < N; i++) {
        uint64_t r = lcg(&seed);
        /* mostly ones, so that & does not reach zero at once */
        c8[i] = (unsigned char)(r | (lcg(&seed) & 0xf7));
        c16[i] = (unsigned short)(r | lcg(&seed) | 0x7ffe);
        c32[i] = (unsigned)(r | lcg(&seed) | (lcg(&seed) & 0xfffff0ff));
        c64[i] = (r << 20) ^ lcg(&seed);
    }
    unsigned char and8 = 0xff, or8 = 0, xor8 = 0;
    unsigned short and16 = 0xffff, or16 = 0, xor16 = 0;
    unsigned int and32 = ~0u, or32 = 0, xor32 = 0;
    unsigned long long and64 = ~0ULL, or64 = 0, xor64 = 0;
#pragma acc kernels loop copyin(c8, c16, c32, c64) reduction(&:and8, and16, and32, and64) \
    reduction(|:or8, or16, or32, or64) reduction(^:xor8, xor16, xor32, xor64)
    for (int i = 0; i < N; i++) {
        and8 &= c8[i];
        or8 |= c8[i] >> 3;
        xor8 ^= c8[i];
        and16 &= c16[i];
        or16 |= c16[i] & 0x0f0f;
        xor16 ^= c16[i];
        and32 &= c32[i];
        or32 |= c32[i] & 0x10101010u;
        xor32 ^= c32[i];
        and64 &= c64[i] | 0xffff0000ffff0000ULL;
        or64 |= c64[i] & 0x8000000100000001ULL;
        xor64 ^= c64[i];
    }
    unsigned char h_and8 = 0xff, h_or8 = 0, h_xor8 = 0;
    unsigned short h_and16 = 0xffff, h_or16 = 0, h_xor16 = 0;
    unsigned int h_and32 = ~0u, h_or32 = 0, h_xor32 = 0;
    unsigned long long h_and64 = ~0ULL, h_or64 = 0, h_xor64 = 0;
    for (int i = 0; i < N; i++) {
        h_and8 &= c8[i];
        h_or8 |= c8[i] >> 3;
        h_xor8 ^= c8[i];
        h_and16 &= c16[i];
        h_or16 |= c16[i] & 0x0f0f;
        h_xor16 ^= c16[i];
        h_and32 &= c32[i];
        h_or32 |= c32[i] & 0x10101010u;
        h_xor32 ^= c32[i];
        h_and64 &= c64[i] | 0xffff0000ffff0000ULL;
        h_or64 |= c64[i] & 0x8000000100000001ULL;
        h_xor64 ^= c64[i];
    }
    CHECK(and8 == h_and8 && or8 == h_or8 && xor8 == h_xor8);
    CHECK(and16 == h_and16 && or16 == h_or16 && xor16 == h_xor16);
    CHECK(and32 == h_and32 && or32 == h_or32 && xor32 == h_xor32);
    CHECK(and64 == h_and64 && or64 == h_or64 && xor64 == h_xor64);
    /* per-row inner-loop reductions */
    unsigned rows_and[R], rows_xor[R];
#pragma acc kernels copyin(c32) copyout(rows_and, rows_xor)
    {
#pragma acc loop independent gang
        for (int r = 0; r < R; r++) {
            unsigned ta = ~0u, tx = 0;
#pragma acc loop vector reduction(&:ta) reduction(^:tx)
            for (int c = 0; c < C; c++) {
                ta &= c32[r * C + c];
                tx ^= c32[r * C + c];
            }
            rows_and[r] = ta;
            rows_xor[r] = tx;
        }
    }
    for (int r = 0; r < R; r++) {
        unsigned ta = ~0u, tx = 0;
        for (int c = 0; c < C; c++) {
            ta &= c32[r * C + c];
            tx ^= c32[r * C + c];
        }
        CHECK(rows_and[r] == ta && rows_xor[r] == tx);
    }
    CHECK_DONE();
}

/* SHA3-256 (Keccak-f[1600]) of many short messages, one message per iteration, as hashing
 * codes offload batches: the round constants and rotation offsets `declare`d `copyin` globals
 * (2.13) read by a `routine seq` permutation (2.15.1) on a private 25-lane state, the sponge's
 * absorb/pad/squeeze in a second `routine seq`, the batch on `parallel loop gang vector` with
 * `vector_length(64)` and the digests' XOR-fold checked by a `^` reduction. Checked against the
 * known digest of "abc" and the host's hashes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NMSG 512
#define MLEN 40

static const uint64_t RC[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL, 0x8000000080008000ULL,
    0x000000000000808bULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
    0x000000000000008aULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
    0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800aULL, 0x800000008000000aULL,
    0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL};
static const int ROT[25] = {0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39,
                            41, 45, 15, 21, 8, 18, 2, 61, 56, 14};
#pragma acc declare copyin(RC, ROT)

#define ROL(x, n) ((n) ? (((x) << (n)) | ((x) >> (64 - (n)))) : (x))

#pragma acc routine seq
static void keccak_f(uint64_t *a)
{
    for (int r = 0; r < 24; r++) {
        uint64_t c[5], d, b[25];
        for (int x = 0; x < 5; x++) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (int x = 0; x < 5; x++) {
            d = c[(x + 4) % 5] ^ ROL(c[(x + 1) % 5], 1);
            for (int y = 0; y < 25; y += 5) a[y + x] ^= d;
        }
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = ROL(a[x + 5 * y], ROT[x + 5 * y]);
        for (int y = 0; y < 25; y += 5)
            for (int x = 0; x < 5; x++) a[y + x] = b[y + x] ^ (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]);
        a[0] ^= RC[r];
    }
}

#pragma acc routine seq
static void sha3_256(const unsigned char *m, int len, unsigned char *out)
{
    uint64_t st[25];
    unsigned char blk[136];
    for (int i = 0; i < 25; i++) st[i] = 0;
    int off = 0;
    while (len - off >= 136) {
        for (int i = 0; i < 17; i++) {
            uint64_t w = 0;
            for (int b = 0; b < 8; b++) w |= (uint64_t)m[off + 8 * i + b] << (8 * b);
            st[i] ^= w;
        }
        keccak_f(st);
        off += 136;
    }
    for (int i = 0; i < 136; i++) blk[i] = 0;
    for (int i = 0; off + i < len; i++) blk[i] = m[off + i];
    blk[len - off] ^= 0x06;
    blk[135] ^= 0x80;
    for (int i = 0; i < 17; i++) {
        uint64_t w = 0;
        for (int b = 0; b < 8; b++) w |= (uint64_t)blk[8 * i + b] << (8 * b);
        st[i] ^= w;
    }
    keccak_f(st);
    for (int i = 0; i < 32; i++) out[i] = (unsigned char)(st[i / 8] >> (8 * (i % 8)));
}

int main(void)
{
    unsigned char *msg = malloc(NMSG * MLEN), *dig = malloc(NMSG * 32), *hd = malloc(32);
    for (int i = 0; i < NMSG * MLEN; i++) msg[i] = (unsigned char)(i * 131 + i / MLEN * 7);
    memcpy(msg, "abc", 3);
    unsigned fold = 0;
#pragma acc parallel loop gang vector vector_length(64) copyin(msg[0:NMSG*MLEN]) copyout(dig[0:NMSG*32]) reduction(^:fold)
    for (int k = 0; k < NMSG; k++) {
        int len = k == 0 ? 3 : 1 + k % MLEN;
        sha3_256(msg + k * MLEN, len, dig + k * 32);
        unsigned f = 0;
        for (int i = 0; i < 32; i++) f = f * 31u + dig[k * 32 + i];
        fold ^= f;
    }
    static const unsigned char abc[32] = {
        0x3a, 0x98, 0x5d, 0xa7, 0x4f, 0xe2, 0x25, 0xb2, 0x04, 0x5c, 0x17, 0x2d, 0x6b, 0xd3, 0x90, 0xbd,
        0x85, 0x5f, 0x08, 0x6e, 0x3e, 0x9d, 0x52, 0x5b, 0x46, 0xbf, 0xe2, 0x45, 0x11, 0x43, 0x15, 0x32};
    CHECK(memcmp(dig, abc, 32) == 0);
    int bad = 0;
    unsigned hf = 0;
    for (int k = 0; k < NMSG; k++) {
        sha3_256(msg + k * MLEN, k == 0 ? 3 : 1 + k % MLEN, hd);
        bad += memcmp(hd, dig + k * 32, 32) != 0;
        unsigned f = 0;
        for (int i = 0; i < 32; i++) f = f * 31u + hd[i];
        hf ^= f;
    }
    CHECK(bad == 0);
    CHECK(fold == hf);
    free(msg); free(dig); free(hd);
    CHECK_DONE();
}

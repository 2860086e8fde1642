/* ChaCha20 (RFC 7539) in counter mode as GPU crypto codes write it: the block function a
 * `routine seq` (2.15.1) with a private 16-word state, `uint32_t` rotations by a macro, the
 * key and nonce in `declare copyin` globals (2.13.2), one block per iteration of a `parallel
 * loop` over the message, the XOR keystream applied in place, and a second pass decrypting.
 * Checked against RFC 7539 2.3.2's block and the host. */
#include <stdint.h>
#include <string.h>
#include "check.h"
#define NBLK 96
#define ROTL(v, c) (((v) << (c)) | ((v) >> (32 - (c))))
#define QR(a, b, c, d) \
    a += b; d ^= a; d = ROTL(d, 16); c += d; b ^= c; b = ROTL(b, 12); \
    a += b; d ^= a; d = ROTL(d, 8);  c += d; b ^= c; b = ROTL(b, 7)

uint32_t key[8], nonce[3];
#pragma acc declare copyin(key, nonce)

#pragma acc routine seq
static void chacha_block(uint32_t counter, uint32_t out[16])
{
    uint32_t x[16], s[16];
    s[0] = 0x61707865u; s[1] = 0x3320646eu; s[2] = 0x79622d32u; s[3] = 0x6b206574u;
    for (int i = 0; i < 8; i++) s[4 + i] = key[i];
    s[12] = counter;
    for (int i = 0; i < 3; i++) s[13 + i] = nonce[i];
    for (int i = 0; i < 16; i++) x[i] = s[i];
    for (int r = 0; r < 10; r++) {
        QR(x[0], x[4], x[8], x[12]); QR(x[1], x[5], x[9], x[13]);
        QR(x[2], x[6], x[10], x[14]); QR(x[3], x[7], x[11], x[15]);
        QR(x[0], x[5], x[10], x[15]); QR(x[1], x[6], x[11], x[12]);
        QR(x[2], x[7], x[8], x[13]); QR(x[3], x[4], x[9], x[14]);
    }
    for (int i = 0; i < 16; i++) out[i] = x[i] + s[i];
}

static void crypt(uint32_t *restrict msg, int nblk, uint32_t first)
{
#pragma acc parallel loop present(msg[0:nblk*16])
    for (int b = 0; b < nblk; b++) {
        uint32_t ks[16];
        chacha_block(first + (uint32_t)b, ks);
        for (int w = 0; w < 16; w++) msg[b * 16 + w] ^= ks[w];
    }
}

int main(void)
{
    for (int i = 0; i < 8; i++)
        key[i] = (uint32_t)(4 * i) | (uint32_t)(4 * i + 1) << 8 | (uint32_t)(4 * i + 2) << 16 | (uint32_t)(4 * i + 3) << 24;
    nonce[0] = 0x09000000u; nonce[1] = 0x4a000000u; nonce[2] = 0;
#pragma acc update device(key, nonce)
    /* RFC 7539 2.3.2: the block for counter 1 */
    static uint32_t one[16];
#pragma acc parallel copyout(one)
    {
        chacha_block(1, one);
    }
    CHECK(one[0] == 0xe4e7f110u && one[1] == 0x15593bd1u && one[15] == 0x4e3c50a2u);
    static uint32_t msg[NBLK * 16], plain[NBLK * 16], ref[NBLK * 16];
    for (int i = 0; i < NBLK * 16; i++) plain[i] = msg[i] = ref[i] = (uint32_t)i * 2654435761u;
    for (int b = 0; b < NBLK; b++) {
        uint32_t ks[16];
        chacha_block(7 + (uint32_t)b, ks);
        for (int w = 0; w < 16; w++) ref[b * 16 + w] ^= ks[w];
    }
#pragma acc data copy(msg)
    {
        crypt(msg, NBLK, 7);
#pragma acc update self(msg[0:16])
        CHECK(memcmp(msg, ref, 64) == 0);
        crypt(msg, NBLK, 7);
    }
    CHECK(memcmp(msg, plain, sizeof msg) == 0);
#pragma acc data copy(msg)
    crypt(msg, NBLK, 7);
    CHECK(memcmp(msg, ref, sizeof msg) == 0);
    CHECK_DONE();
}

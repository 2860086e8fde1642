/* XTEA block encryption as crypto benchmarks batch it: `routine seq` encipher and decipher
 * (2.15.1) on a `uint32_t v[2]` block with the 128-bit key in a `declare copyin` global,
 * ECB mode over independent blocks in a `parallel loop` on `uint32_t` pairs, the decrypt
 * side of CBC (each plaintext needs only two ciphertext blocks, so it is parallel) in a
 * second loop, the CBC encryption, which is sequential, on the host; the byte-wise XOR
 * checksum of the ciphertext a `^` reduction (2.9.11). Round trips and the host's results
 * check the device's. */
#include <stdint.h>
#include <string.h>
#include "check.h"
#define NB 1024
static const uint32_t key[4] = {0x01234567u, 0x89abcdefu, 0xfedcba98u, 0x76543210u};
#pragma acc declare copyin(key)

#pragma acc routine seq
static void encipher(uint32_t v[2])
{
    uint32_t v0 = v[0], v1 = v[1], sum = 0, delta = 0x9E3779B9u;
    for (int i = 0; i < 32; i++) {
        v0 += (((v1 << 4) ^ (v1 >> 5)) + v1) ^ (sum + key[sum & 3]);
        sum += delta;
        v1 += (((v0 << 4) ^ (v0 >> 5)) + v0) ^ (sum + key[(sum >> 11) & 3]);
    }
    v[0] = v0; v[1] = v1;
}

#pragma acc routine seq
static void decipher(uint32_t v[2])
{
    uint32_t v0 = v[0], v1 = v[1], delta = 0x9E3779B9u, sum = delta * 32;
    for (int i = 0; i < 32; i++) {
        v1 -= (((v0 << 4) ^ (v0 >> 5)) + v0) ^ (sum + key[(sum >> 11) & 3]);
        sum -= delta;
        v0 -= (((v1 << 4) ^ (v1 >> 5)) + v1) ^ (sum + key[sum & 3]);
    }
    v[0] = v0; v[1] = v1;
}

int main(void)
{
    static uint32_t plain[NB][2], ecb[NB][2], back[NB][2], cbc[NB][2], dec[NB][2];
    for (int b = 0; b < NB; b++) { plain[b][0] = (uint32_t)b * 0x01010101u; plain[b][1] = ~(uint32_t)b ^ 0x5a5a5a5au; }
    uint32_t iv[2] = {0xdeadbeefu, 0x0badf00du};
    /* CBC encryption is a chain: the host's */
    uint32_t prev[2] = {iv[0], iv[1]};
    for (int b = 0; b < NB; b++) {
        cbc[b][0] = plain[b][0] ^ prev[0]; cbc[b][1] = plain[b][1] ^ prev[1];
        encipher(cbc[b]);
        prev[0] = cbc[b][0]; prev[1] = cbc[b][1];
    }
    unsigned char chk = 0;
#pragma acc data copyin(plain, cbc, iv) copyout(ecb, back, dec)
    {
#pragma acc parallel loop present(plain, ecb)
        for (int b = 0; b < NB; b++) {
            uint32_t v[2] = {plain[b][0], plain[b][1]};
            encipher(v);
            ecb[b][0] = v[0]; ecb[b][1] = v[1];
        }
#pragma acc parallel loop present(ecb, back) reduction(^:chk)
        for (int b = 0; b < NB; b++) {
            uint32_t v[2] = {ecb[b][0], ecb[b][1]};
            chk ^= (unsigned char)(v[0] ^ v[0] >> 8 ^ v[0] >> 16 ^ v[0] >> 24 ^ v[1] ^ v[1] >> 8 ^ v[1] >> 16 ^ v[1] >> 24);
            decipher(v);
            back[b][0] = v[0]; back[b][1] = v[1];
        }
#pragma acc parallel loop present(cbc, dec, iv)
        for (int b = 0; b < NB; b++) {
            uint32_t v[2] = {cbc[b][0], cbc[b][1]};
            decipher(v);
            dec[b][0] = v[0] ^ (b ? cbc[b - 1][0] : iv[0]);
            dec[b][1] = v[1] ^ (b ? cbc[b - 1][1] : iv[1]);
        }
    }
    CHECK(memcmp(back, plain, sizeof plain) == 0);
    CHECK(memcmp(dec, plain, sizeof plain) == 0);
    unsigned char hchk = 0;
    int bad = 0;
    for (int b = 0; b < NB; b++) {
        uint32_t v[2] = {plain[b][0], plain[b][1]};
        encipher(v);
        bad += v[0] != ecb[b][0] || v[1] != ecb[b][1];
        hchk ^= (unsigned char)(v[0] ^ v[0] >> 8 ^ v[0] >> 16 ^ v[0] >> 24 ^ v[1] ^ v[1] >> 8 ^ v[1] >> 16 ^ v[1] >> 24);
    }
    CHECK(bad == 0 && chk == hchk);
    CHECK(memcmp(ecb, plain, sizeof plain) != 0);
    CHECK_DONE();
}

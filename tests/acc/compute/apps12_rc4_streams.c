/* RC4 keystreams for many independent streams, as batch-encryption codes write them (spec
 * 2.9.10 private, 2.9 loop gang vector, 2.15.1 routine seq, 2.6.5 data): each stream's 256-byte
 * state is a `private` array of the loop, the key schedule and the generator are `routine seq`
 * helpers taking the state by pointer, and the stream's message is XORed in place; a second pass
 * decrypts. Checked against the host's keystream (byte-exact) and the round trip. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NS 96
#define LEN 200
#define KL 16

#pragma acc routine seq
static void ksa(unsigned char *S, const unsigned char *key)
{
    for (int i = 0; i < 256; i++) S[i] = (unsigned char)i;
    for (int i = 0, j = 0; i < 256; i++) {
        j = (j + S[i] + key[i % KL]) & 255;
        unsigned char t = S[i]; S[i] = S[j]; S[j] = t;
    }
}

#pragma acc routine seq
static void prga_xor(unsigned char *S, unsigned char *msg, int n)
{
    int i = 0, j = 0;
    for (int k = 0; k < n; k++) {
        i = (i + 1) & 255;
        j = (j + S[i]) & 255;
        unsigned char t = S[i]; S[i] = S[j]; S[j] = t;
        msg[k] ^= S[(S[i] + S[j]) & 255];
    }
}

static void crypt(unsigned char *restrict keys, unsigned char *restrict msg)
{
    unsigned char S[256];
#pragma acc parallel loop gang vector vector_length(32) private(S) present(keys[0:NS * KL], msg[0:NS * LEN])
    for (int s = 0; s < NS; s++) {
        ksa(S, keys + s * KL);
        prga_xor(S, msg + s * LEN, LEN);
    }
}

int main(void)
{
    unsigned char *keys = malloc(NS * KL), *msg = malloc(NS * LEN), *orig = malloc(NS * LEN), *ct = malloc(NS * LEN);
    for (int s = 0; s < NS; s++)
        for (int k = 0; k < KL; k++) keys[s * KL + k] = (unsigned char)(s * 31 + k * 7 + (s ^ k));
    for (int i = 0; i < NS * LEN; i++) orig[i] = msg[i] = (unsigned char)("Attack at dawn! "[i % 16] + i / LEN);
#pragma acc data copyin(keys[0:NS * KL]) copy(msg[0:NS * LEN])
    {
        crypt(keys, msg);
#pragma acc update self(msg[0:NS * LEN])
        memcpy(ct, msg, NS * LEN);
        crypt(keys, msg);
    }
    CHECK(memcmp(msg, orig, NS * LEN) == 0);
    unsigned char S[256], *h = malloc(LEN);
    int differ = 0;
    for (int s = 0; s < NS; s++) {
        memcpy(h, orig + s * LEN, LEN);
        ksa(S, keys + s * KL);
        prga_xor(S, h, LEN);
        CHECK(memcmp(h, ct + s * LEN, LEN) == 0);
        differ += memcmp(ct + s * LEN, orig + s * LEN, LEN) != 0;
    }
    CHECK(differ == NS);
    free(keys); free(msg); free(orig); free(ct); free(h);
    CHECK_DONE();
}

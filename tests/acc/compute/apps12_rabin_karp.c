/* Rabin-Karp string matching as GPU text-search codes split it (spec 2.9 loop gang vector,
 * 2.12 atomic capture, 2.9.11 reduction, 2.15.1 routine seq): the text is cut into chunks, each
 * iteration hashes its chunk's first window (a `routine seq` taking the text pointer) and rolls
 * the hash along its chunk, verifying candidates byte by byte; matches take a slot with
 * `atomic capture` and store their position, and a `+` reduction counts the hash hits
 * (spurious ones included). Checked against a naive host search, the positions sorted. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define T 6000
#define M 7
#define CH 64
#define NCH ((T - M + 1 + CH - 1) / CH)
#define Q 1000003u
#define B 257u

#pragma acc routine seq
static unsigned window_hash(const unsigned char *s, int m)
{
    unsigned h = 0;
    for (int k = 0; k < m; k++) h = (h * B + s[k]) % Q;
    return h;
}

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    unsigned char *text = malloc(T), pat[M + 1] = "ACGTTGA";
    int *pos = malloc(T * sizeof(int)), *hpos = malloc(T * sizeof(int));
    unsigned s = 7u;
    for (int i = 0; i < T; i++) { s = s * 1664525u + 1013904223u; text[i] = "ACGT"[(s >> 20) & 3]; }
    for (int p = 100; p + M <= T; p += 371) memcpy(text + p, pat, M);
    unsigned ph = window_hash(pat, M), bm = 1; /* B^(M-1) mod Q */
    for (int k = 1; k < M; k++) bm = bm * B % Q;
    int nmatch = 0, hits = 0;
#pragma acc data copyin(text[0:T], pat[0:M]) copyout(pos[0:T]) copy(nmatch)
    {
#pragma acc parallel loop gang vector vector_length(32) reduction(+:hits)
        for (int c = 0; c < NCH; c++) {
            int lo = c * CH, hi = lo + CH < T - M + 1 ? lo + CH : T - M + 1;
            unsigned h = window_hash(text + lo, M);
            for (int i = lo; i < hi; i++) {
                if (i > lo) h = ((h + Q - text[i - 1] * bm % Q) * B + text[i + M - 1]) % Q;
                if (h == ph) {
                    hits++;
                    int k = 0;
                    while (k < M && text[i + k] == pat[k]) k++;
                    if (k == M) {
                        int slot;
#pragma acc atomic capture
                        slot = nmatch++;
                        pos[slot] = i;
                    }
                }
            }
        }
    }
    int hn = 0;
    for (int i = 0; i + M <= T; i++)
        if (memcmp(text + i, pat, M) == 0) hpos[hn++] = i;
    CHECK(nmatch == hn);
    CHECK(hn >= 16 && hits >= hn);
    qsort(pos, nmatch, sizeof(int), cmp);
    for (int i = 0; i < hn && i < nmatch; i++) CHECK(pos[i] == hpos[i]);
    free(text); free(pos); free(hpos);
    CHECK_DONE();
}

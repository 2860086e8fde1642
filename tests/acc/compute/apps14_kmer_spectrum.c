/* k-mer counting and the k-mer spectrum of a DNA read set, as a genome assembler's
 * pre-processing ports it (spec 2.12 atomic update on a 4^k table of `unsigned int` counts,
 * 2.15.1 routine seq helpers for 2-bit packing and the canonical k-mer (the smaller of a k-mer
 * and its reverse complement) on `uint32_t`, 2.9.11 an array reduction `reduction(+:spec[0:SMAX])`
 * for the spectrum and reduction(max) on the most frequent count, 2.9.6 collapse(2) over
 * reads and positions, 2.6.5 data with `create` of the table, 2.5.3 a serial region that
 * finds the solid k-mer threshold at the spectrum's first valley). Counts are integers: the
 * table, spectrum and threshold must equal plain C exactly. */
#include <stdint.h>
#include <string.h>
#include "check.h"

#define K 9
#define NKMER (1u << (2 * K))
#define NREADS 400
#define RLEN 100
#define GLEN 3000
#define SMAX 64

#pragma acc routine seq
static inline int base2bit(char c)
{
    switch (c) {
    case 'A': return 0;
    case 'C': return 1;
    case 'G': return 2;
    case 'T': return 3;
    default: return -1; /* N and anything else breaks the k-mer */
    }
}

#pragma acc routine seq
static inline uint32_t revcomp(uint32_t km)
{
    uint32_t r = 0;
    for (int i = 0; i < K; i++) {
        r = (r << 2) | (3u - (km & 3u));
        km >>= 2;
    }
    return r;
}

/* the canonical k-mer starting at s, or UINT32_MAX when it holds a non-ACGT letter */
#pragma acc routine seq
static uint32_t canonical_at(const char *s)
{
    uint32_t km = 0;
    for (int i = 0; i < K; i++) {
        int b = base2bit(s[i]);
        if (b < 0) return UINT32_MAX;
        km = (km << 2) | (uint32_t)b;
    }
    uint32_t rc = revcomp(km);
    return rc < km ? rc : km;
}

int main(void)
{
    static char genome[GLEN + 1];
    static char reads[NREADS][RLEN];
    static unsigned int table[NKMER], htable[NKMER];
    long spec[SMAX], hspec[SMAX];
    unsigned s = 2024u;
    const char *acgt = "ACGT";
    for (int i = 0; i < GLEN; i++) {
        s = s * 1103515245u + 12345u;
        genome[i] = acgt[(s >> 16) & 3];
    }
    for (int r = 0; r < NREADS; r++) { /* reads from both strands, with errors and Ns */
        s = s * 1103515245u + 12345u;
        int at = (int)((s >> 8) % (GLEN - RLEN)), rev = (s >> 30) & 1;
        for (int i = 0; i < RLEN; i++) {
            char c = rev ? "TGCA"[base2bit(genome[at + RLEN - 1 - i])] : genome[at + i];
            s = s * 1103515245u + 12345u;
            if ((s >> 20) % 200 == 0) c = acgt[(s >> 8) & 3];
            if ((s >> 20) % 997 == 1) c = 'N';
            reads[r][i] = c;
        }
    }

    memset(htable, 0, sizeof htable);
    for (int r = 0; r < NREADS; r++)
        for (int p = 0; p + K <= RLEN; p++) {
            uint32_t c = canonical_at(&reads[r][p]);
            if (c != UINT32_MAX) htable[c]++;
        }
    memset(hspec, 0, sizeof hspec);
    unsigned hmax = 0;
    for (uint32_t k = 0; k < NKMER; k++) {
        if (htable[k] == 0) continue;
        hspec[htable[k] < SMAX ? htable[k] : SMAX - 1]++;
        if (htable[k] > hmax) hmax = htable[k];
    }
    int hthr = 1;
    while (hthr + 1 < SMAX && hspec[hthr + 1] < hspec[hthr]) hthr++;

    unsigned maxc = 0;
    int thr = 0;
    memset(spec, 0, sizeof spec);
#pragma acc data copyin(reads) create(table) copyout(thr)
    {
#pragma acc parallel loop present(table)
        for (uint32_t k = 0; k < NKMER; k++) table[k] = 0;
#pragma acc parallel loop collapse(2) present(reads, table)
        for (int r = 0; r < NREADS; r++)
            for (int p = 0; p <= RLEN - K; p++) {
                uint32_t c = canonical_at(&reads[r][p]);
                if (c != UINT32_MAX) {
#pragma acc atomic update
                    table[c] += 1u;
                }
            }
#pragma acc parallel loop present(table) reduction(+:spec[0:SMAX]) reduction(max:maxc)
        for (uint32_t k = 0; k < NKMER; k++) {
            unsigned v = table[k];
            if (v == 0) continue;
            spec[v < SMAX ? v : SMAX - 1]++;
            if (v > maxc) maxc = v;
        }
#pragma acc serial copyin(spec)
        {
            int t = 1;
            while (t + 1 < SMAX && spec[t + 1] < spec[t]) t++;
            thr = t;
        }
#pragma acc update self(table)
    }
    CHECK(memcmp(table, htable, sizeof table) == 0);
    CHECK(memcmp(spec, hspec, sizeof spec) == 0);
    CHECK(maxc == hmax);
    CHECK(thr == hthr);
    long distinct = 0, solid = 0;
    for (int v = 1; v < SMAX; v++) {
        distinct += spec[v];
        if (v > thr) solid += spec[v];
    }
    CHECK(solid > GLEN / 2 && solid < GLEN + 100); /* about one solid k-mer per genome position */
    printf("kmers: %ld distinct, %ld solid above %d, max count %u\n", distinct, solid, thr, maxc);
    CHECK_DONE();
}

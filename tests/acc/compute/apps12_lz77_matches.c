/* LZ77 match finding per position, as GPU compressors split it (spec 2.9 loop gang vector,
 * 2.9.11 reduction, 2.6.5 data): every position searches its window for the longest earlier
 * match (offset and length into two arrays, a `max` reduction of the lengths and a `+`
 * reduction of the positions that have a match at least MINLEN long), then the host parses
 * greedily from the match table; the parse is decoded again and must reproduce the input.
 * Checked against the host's table. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define T 3000
#define WIN 128
#define MAXLEN 32
#define MINLEN 3

int main(void)
{
    static const char *words[] = {"the ", "quick ", "brown ", "fox ", "jumps ", "over ", "lazy ", "dog ", "and ", "runs "};
    unsigned char *in = malloc(T), *out = malloc(T);
    int *off = malloc(T * sizeof(int)), *len = malloc(T * sizeof(int));
    unsigned s = 3u;
    for (int n = 0; n < T;) {
        s = s * 1103515245u + 12345u;
        const char *w = words[(s >> 16) % 10];
        for (int k = 0; w[k] && n < T; k++) in[n++] = (unsigned char)w[k];
    }
    int longest = 0, matched = 0;
#pragma acc data copyin(in[0:T]) copyout(off[0:T], len[0:T])
#pragma acc parallel loop gang vector vector_length(128) reduction(max:longest) reduction(+:matched)
    for (int i = 0; i < T; i++) {
        int best = 0, bo = 0;
        int lo = i > WIN ? i - WIN : 0;
        for (int c = i - 1; c >= lo; c--) {
            int l = 0;
            while (l < MAXLEN && i + l < T && in[c + l] == in[i + l]) l++;
            if (l > best) { best = l; bo = i - c; }
        }
        off[i] = bo;
        len[i] = best;
        longest = best > longest ? best : longest;
        matched += best >= MINLEN;
    }
    int hl = 0, hm = 0;
    for (int i = 0; i < T; i++) {
        int best = 0, bo = 0, lo = i > WIN ? i - WIN : 0;
        for (int c = i - 1; c >= lo; c--) {
            int l = 0;
            while (l < MAXLEN && i + l < T && in[c + l] == in[i + l]) l++;
            if (l > best) { best = l; bo = i - c; }
        }
        CHECK(off[i] == bo && len[i] == best);
        hl = best > hl ? best : hl;
        hm += best >= MINLEN;
    }
    CHECK(longest == hl && matched == hm && hl >= 8);
    /* greedy parse and decode */
    int n = 0, tokens = 0;
    for (int i = 0; i < T;) {
        if (len[i] >= MINLEN) {
            for (int k = 0; k < len[i]; k++, n++) out[n] = out[n - off[i]];
            i += len[i];
        } else {
            out[n++] = in[i++];
        }
        tokens++;
    }
    CHECK(n == T && memcmp(in, out, T) == 0);
    CHECK(tokens < T / 4);
    free(in); free(out); free(off); free(len);
    CHECK_DONE();
}

/* CKY parsing of a batch of sentences with a small grammar in Chomsky normal form, as NLP
 * codes write it in OpenACC: the binary rules in a `declare copyin` table of structs, the chart
 * as bitsets of nonterminals (`unsigned` per cell), one gang per sentence, the span lengths a
 * sequential loop in gang-redundant code and the start positions of one length a `loop
 * vector` (each cell written by one thread, reading only shorter spans), split points and
 * rules as sequential loops; a Viterbi-style best score per cell in a second chart of floats
 * with a `max` kept per rule. Checked exactly against the host's CKY. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NS 10
#define LEN 14
#define NT 8
#define NRULE 12
#define CH(s, i, l) (((s) * LEN + (i)) * (LEN + 1) + (l))

typedef struct { unsigned char a, b, c; float p; } rule_t; /* a -> b c */
rule_t rules[NRULE] = {
    {0, 1, 2, 0.9f}, {1, 3, 4, 0.7f}, {2, 5, 1, 0.6f}, {2, 5, 2, 0.3f}, {1, 1, 6, 0.2f}, {6, 7, 1, 0.8f},
    {2, 2, 6, 0.25f}, {0, 0, 6, 0.1f}, {4, 4, 4, 0.15f}, {1, 3, 7, 0.05f}, {2, 5, 4, 0.35f}, {0, 1, 5, 0.02f}};
#pragma acc declare copyin(rules)
/* preterminals: word class w -> nonterminal lex[w] */
static const unsigned char lex[4] = {3, 4, 5, 7};

int main(void)
{
    unsigned char *words = malloc(NS * LEN);
    unsigned *chart = calloc(NS * LEN * (LEN + 1), sizeof(unsigned));
    float *best = calloc((size_t)NS * LEN * (LEN + 1) * NT, sizeof(float));
    unsigned s0 = 17;
    for (int s = 0; s < NS; s++)
        for (int i = 0; i < LEN; i++) {
            s0 = s0 * 1103515245u + 12345u;
            /* mostly "D N V D N" shaped, with noise */
            static const unsigned char pat[5] = {0, 1, 2, 0, 1};
            words[s * LEN + i] = (s0 >> 16) % 5 == 0 ? (s0 >> 20) % 4 : pat[i % 5];
        }
#pragma acc parallel loop gang copyin(words[0:NS * LEN], lex) copy(chart[0:NS * LEN * (LEN + 1)], best[0:NS * LEN * (LEN + 1) * NT]) vector_length(32)
    for (int s = 0; s < NS; s++) {
#pragma acc loop vector
        for (int i = 0; i < LEN; i++) {
            int nt = lex[words[s * LEN + i]];
            chart[CH(s, i, 1)] = 1u << nt;
            best[(size_t)CH(s, i, 1) * NT + nt] = 1.0f;
        }
        for (int l = 2; l <= LEN; l++) {
#pragma acc loop vector
            for (int i = 0; i + l <= LEN; i++) {
                unsigned set = 0;
                float bs[NT];
                for (int a = 0; a < NT; a++) bs[a] = 0.0f;
                for (int k = 1; k < l; k++) {
                    unsigned left = chart[CH(s, i, k)], right = chart[CH(s, i + k, l - k)];
                    for (int r = 0; r < NRULE; r++)
                        if ((left >> rules[r].b & 1) && (right >> rules[r].c & 1)) {
                            set |= 1u << rules[r].a;
                            float p = rules[r].p * best[(size_t)CH(s, i, k) * NT + rules[r].b] *
                                      best[(size_t)CH(s, i + k, l - k) * NT + rules[r].c];
                            if (p > bs[rules[r].a]) bs[rules[r].a] = p;
                        }
                }
                chart[CH(s, i, l)] = set;
                for (int a = 0; a < NT; a++) best[(size_t)CH(s, i, l) * NT + a] = bs[a];
            }
        }
    }
    unsigned *hc = calloc(NS * LEN * (LEN + 1), sizeof(unsigned));
    float *hb = calloc((size_t)NS * LEN * (LEN + 1) * NT, sizeof(float));
    for (int s = 0; s < NS; s++) {
        for (int i = 0; i < LEN; i++) {
            int nt = lex[words[s * LEN + i]];
            hc[CH(s, i, 1)] = 1u << nt;
            hb[(size_t)CH(s, i, 1) * NT + nt] = 1.0f;
        }
        for (int l = 2; l <= LEN; l++)
            for (int i = 0; i + l <= LEN; i++)
                for (int k = 1; k < l; k++)
                    for (int r = 0; r < NRULE; r++)
                        if ((hc[CH(s, i, k)] >> rules[r].b & 1) && (hc[CH(s, i + k, l - k)] >> rules[r].c & 1)) {
                            hc[CH(s, i, l)] |= 1u << rules[r].a;
                            float p = rules[r].p * hb[(size_t)CH(s, i, k) * NT + rules[r].b] * hb[(size_t)CH(s, i + k, l - k) * NT + rules[r].c];
                            if (p > hb[(size_t)CH(s, i, l) * NT + rules[r].a]) hb[(size_t)CH(s, i, l) * NT + rules[r].a] = p;
                        }
    }
    int bad = 0, parsed = 0;
    for (int k = 0; k < NS * LEN * (LEN + 1); k++) bad += chart[k] != hc[k];
    for (size_t k = 0; k < (size_t)NS * LEN * (LEN + 1) * NT; k++) {
        float d = best[k] - hb[k];
        bad += d > 1e-6f * hb[k] || -d > 1e-6f * hb[k];
    }
    for (int s = 0; s < NS; s++)
        for (int i = 0; i < LEN; i++)
            for (int l = 3; i + l <= LEN; l++) parsed += chart[CH(s, i, l)] & 1; /* S spans */
    CHECK(bad == 0);
    CHECK(parsed > NS);
    free(words); free(chart); free(best); free(hc); free(hb);
    CHECK_DONE();
}

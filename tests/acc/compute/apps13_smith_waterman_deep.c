/* Batched Smith-Waterman local alignment as sequence-search codes write it (spec 2.6.6 enter
 * data, 2.7.2 attach, 2.6.8 deep copy, 2.9 loop gang/vector, 2.9.11 reduction max in a
 * vector loop, 2.6.5 present): a struct of arrays (query, targets, offsets, scores, DP
 * scratch) is deep-copied with `enter data copyin(b[0:1])` then `copyin(b->member[...])`,
 * which attaches the members; one gang per target, anti-diagonal wavefront with `loop
 * vector` over the cells of a diagonal and a `reduction(max:)` per gang. Scores compared
 * exactly with the host. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NT 20
#define LQ 40
#define MAXL 56

typedef struct {
    int nt;
    char *q;       /* LQ */
    char *t;       /* NT * MAXL */
    int *len;      /* NT */
    int *h;        /* NT * (LQ+1) * (MAXL+1) */
    int *score;    /* NT */
} batch;

#define HI(s, i, j) ((s) * (LQ + 1) * (MAXL + 1) + (i) * (MAXL + 1) + (j))

static int sw_host(const char *q, const char *t, int lt)
{
    static int H[LQ + 1][MAXL + 1];
    int best = 0;
    for (int i = 0; i <= LQ; i++)
        for (int j = 0; j <= lt; j++) {
            if (!i || !j) { H[i][j] = 0; continue; }
            int m = H[i - 1][j - 1] + (q[i - 1] == t[j - 1] ? 3 : -3);
            int v = H[i - 1][j] - 2, w = H[i][j - 1] - 2;
            int x = m > v ? m : v;
            x = x > w ? x : w;
            H[i][j] = x > 0 ? x : 0;
            if (H[i][j] > best) best = H[i][j];
        }
    return best;
}

int main(void)
{
    batch *b = malloc(sizeof *b);
    b->nt = NT;
    b->q = malloc(LQ);
    b->t = malloc(NT * MAXL);
    b->len = malloc(sizeof(int) * NT);
    b->h = malloc(sizeof(int) * NT * (LQ + 1) * (MAXL + 1));
    b->score = malloc(sizeof(int) * NT);
    const char *al = "ACGT";
    unsigned r = 1u;
    for (int i = 0; i < LQ; i++) { r = r * 1103515245u + 12345u; b->q[i] = al[(r >> 16) & 3]; }
    for (int s = 0; s < NT; s++) {
        b->len[s] = 24 + (s * 7) % (MAXL - 23);
        for (int j = 0; j < MAXL; j++) {
            r = r * 1103515245u + 12345u;
            b->t[s * MAXL + j] = (j >= 5 && j < 25 && s % 3 == 0) ? b->q[j - 5 + s % 10] : al[(r >> 16) & 3];
        }
    }
#pragma acc enter data copyin(b[0:1])
#pragma acc enter data copyin(b->q[0:LQ], b->t[0:NT * MAXL], b->len[0:NT]) create(b->h[0:NT * (LQ + 1) * (MAXL + 1)], b->score[0:NT])
#pragma acc parallel loop gang vector_length(32) present(b[0:1])
    for (int s = 0; s < NT; s++) {
        int lt = b->len[s];
#pragma acc loop vector
        for (int i = 0; i <= LQ; i++) b->h[HI(s, i, 0)] = 0;
#pragma acc loop vector
        for (int j = 0; j <= lt; j++) b->h[HI(s, 0, j)] = 0;
        int best = 0;
        for (int d = 2; d <= LQ + lt; d++) {
            int ilo = d - lt > 1 ? d - lt : 1, ihi = d - 1 < LQ ? d - 1 : LQ;
#pragma acc loop vector reduction(max:best)
            for (int i = ilo; i <= ihi; i++) {
                int j = d - i;
                int m = b->h[HI(s, i - 1, j - 1)] + (b->q[i - 1] == b->t[s * MAXL + j - 1] ? 3 : -3);
                int v = b->h[HI(s, i - 1, j)] - 2, w = b->h[HI(s, i, j - 1)] - 2;
                int x = m > v ? m : v;
                x = x > w ? x : w;
                x = x > 0 ? x : 0;
                b->h[HI(s, i, j)] = x;
                if (x > best) best = x;
            }
        }
        b->score[s] = best;
    }
#pragma acc exit data copyout(b->score[0:NT]) delete(b->q[0:LQ], b->t[0:NT * MAXL], b->len[0:NT], b->h[0:NT * (LQ + 1) * (MAXL + 1)])
#pragma acc exit data delete(b[0:1])
    int hits = 0;
    for (int s = 0; s < NT; s++) {
        int hs = sw_host(b->q, b->t + s * MAXL, b->len[s]);
        CHECK(b->score[s] == hs);
        hits += hs >= 30;
    }
    CHECK(hits > 0);
    free(b->q); free(b->t); free(b->len); free(b->h); free(b->score); free(b);
    CHECK_DONE();
}

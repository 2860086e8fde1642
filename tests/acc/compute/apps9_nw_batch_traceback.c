/* Batched pairwise global alignment (Needleman-Wunsch with linear gaps) as read-mapping codes
 * run it on short pairs: one pair per iteration of a `parallel loop` calling a `routine seq`
 * (2.15.1) whose locals hold the score matrix as two rolling rows and the traceback directions
 * as a 41x41 `unsigned char` matrix (1.7 KB per thread), the substitution scores a `declare
 * copyin` global 4x4 table (2.13.2), the traceback a `while` walking back to the origin that
 * builds the alignment's match/mismatch/gap counts; the scores copied out and their maximum a
 * `max` reduction. Checked against the host. */
#include <string.h>
#include "check.h"
#define NPAIR 64
#define L 40
int sub[4][4] = {{5, -3, -2, -3}, {-3, 5, -3, -2}, {-2, -3, 5, -3}, {-3, -2, -3, 5}};
#pragma acc declare copyin(sub)
#define GAP (-4)

#pragma acc routine seq
static int align(const unsigned char *a, const unsigned char *b, int la, int lb, int *stats)
{
    int prev[L + 1], cur[L + 1];
    unsigned char dir[L + 1][L + 1];
    for (int j = 0; j <= lb; j++) { prev[j] = j * GAP; dir[0][j] = 2; }
    for (int i = 1; i <= la; i++) {
        cur[0] = i * GAP;
        dir[i][0] = 1;
        for (int j = 1; j <= lb; j++) {
            int d = prev[j - 1] + sub[a[i - 1]][b[j - 1]], u = prev[j] + GAP, l = cur[j - 1] + GAP;
            int best = d;
            unsigned char k = 0;
            if (u > best) { best = u; k = 1; }
            if (l > best) { best = l; k = 2; }
            cur[j] = best;
            dir[i][j] = k;
        }
        for (int j = 0; j <= lb; j++) prev[j] = cur[j];
    }
    int i = la, j = lb, m = 0, x = 0, g = 0;
    while (i > 0 || j > 0) {
        unsigned char k = dir[i][j];
        if (i > 0 && j > 0 && k == 0) { if (a[i - 1] == b[j - 1]) m++; else x++; i--; j--; }
        else if (i > 0 && (k == 1 || j == 0)) { g++; i--; }
        else { g++; j--; }
    }
    stats[0] = m; stats[1] = x; stats[2] = g;
    return prev[lb];
}

int main(void)
{
    static unsigned char A[NPAIR][L], B[NPAIR][L];
    static int len_a[NPAIR], len_b[NPAIR], score[NPAIR], st[NPAIR][3];
    unsigned s = 3;
    for (int p = 0; p < NPAIR; p++) {
        len_a[p] = L - p % 9;
        len_b[p] = L - (p * 5) % 11;
        for (int i = 0; i < L; i++) {
            s = s * 1103515245u + 12345u;
            A[p][i] = (unsigned char)((s >> 16) & 3);
            s = s * 1103515245u + 12345u;
            B[p][i] = (s >> 16) % 4 == 0 ? (unsigned char)((s >> 20) & 3) : A[p][i];
        }
    }
    int best = -1000000;
#pragma acc parallel loop copyin(A, B, len_a, len_b) copyout(score, st) reduction(max:best)
    for (int p = 0; p < NPAIR; p++) {
        int stats[3];
        int sc = align(A[p], B[p], len_a[p], len_b[p], stats);
        score[p] = sc;
        st[p][0] = stats[0]; st[p][1] = stats[1]; st[p][2] = stats[2];
        if (sc > best) best = sc;
    }
    int bad = 0, hb = -1000000;
    for (int p = 0; p < NPAIR; p++) {
        int stats[3];
        int sc = align(A[p], B[p], len_a[p], len_b[p], stats);
        bad += sc != score[p] || memcmp(stats, st[p], sizeof stats) != 0;
        /* the counts add up: every residue of each sequence is a match, mismatch or gap */
        bad += 2 * (stats[0] + stats[1]) + stats[2] != len_a[p] + len_b[p];
        if (sc > hb) hb = sc;
    }
    CHECK(bad == 0 && best == hb && best > 0);
    CHECK_DONE();
}

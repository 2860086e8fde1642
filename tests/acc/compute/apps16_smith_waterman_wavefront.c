/* Smith-Waterman local alignment with affine gaps (Gotoh) by anti-diagonal wavefront, as
 * bioinformatics codes port it: the cells of one anti-diagonal are independent, the diagonals
 * run in order, each one a `parallel loop` launched on one async queue (2.16.1: the queue keeps
 * them in order) inside a `data` region (2.6.5), with one `wait` (2.16.3) before the maximum
 * is searched. Uses: three int matrices H, E, F flattened with a row pitch, a `static const`
 * substitution table with `declare copyin` (2.13) read by a `routine seq` scorer (2.15.1),
 * `unsigned char` sequences, `reduction(max:best)` (2.9.11) and the cell of the maximum found
 * by a second `reduction(min:)` over a packed index. Scores and the cell equal plain C's. */
#include <string.h>
#include "check.h"

#define LA 150
#define LB 130
#define PITCH (LB + 1)
#define GAP_OPEN 5
#define GAP_EXT 1

static const signed char subst[4][4] = {
    {5, -4, -4, -4}, {-4, 5, -4, -4}, {-4, -4, 5, -4}, {-4, -4, -4, 5}};
#pragma acc declare copyin(subst)

#pragma acc routine seq
static int score(unsigned char a, unsigned char b)
{
    return subst[a & 3][b & 3];
}

#pragma acc routine seq
static inline int imax(int a, int b)
{
    return a > b ? a : b;
}

static void make_seqs(unsigned char *a, unsigned char *b)
{
    unsigned s = 2024u;
    for (int i = 0; i < LA; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = (unsigned char)(s >> 30);
    }
    /* b: a mutated slice of a, so there is a real local alignment */
    for (int j = 0; j < LB; j++) {
        s = s * 1664525u + 1013904223u;
        int src = 10 + j + (j > 60 ? 3 : 0);
        b[j] = (s >> 28) % 7 == 0 ? (unsigned char)(s >> 30) : a[src < LA ? src : LA - 1];
    }
}

static int sw_host(const unsigned char *a, const unsigned char *b, int *H, int *E, int *F,
                   int *cell)
{
    int best = 0;
    *cell = 0;
    for (int i = 1; i <= LA; i++)
        for (int j = 1; j <= LB; j++) {
            int k = i * PITCH + j;
            E[k] = imax(E[k - 1] - GAP_EXT, H[k - 1] - GAP_OPEN);
            F[k] = imax(F[k - PITCH] - GAP_EXT, H[k - PITCH] - GAP_OPEN);
            int h = imax(0, H[k - PITCH - 1] + score(a[i - 1], b[j - 1]));
            h = imax(h, imax(E[k], F[k]));
            H[k] = h;
            if (h > best || (h == best && k < *cell)) {
                best = h;
                *cell = k;
            }
        }
    return best;
}

static int sw_acc(const unsigned char *restrict a, const unsigned char *restrict b,
                  int *restrict H, int *restrict E, int *restrict F, int *cell)
{
    const int sz = (LA + 1) * PITCH;
    int best = 0, where = sz;
#pragma acc data copyin(a[0:LA], b[0:LB]) copy(H[0:sz], E[0:sz], F[0:sz])
    {
        for (int d = 2; d <= LA + LB; d++) { /* the anti-diagonal i + j = d */
            int ilo = d - LB > 1 ? d - LB : 1, ihi = d - 1 < LA ? d - 1 : LA;
#pragma acc parallel loop gang vector async(1) present(a[0:LA], b[0:LB], H[0:sz], E[0:sz], F[0:sz])
            for (int i = ilo; i <= ihi; i++) {
                int j = d - i;
                int k = i * PITCH + j;
                int e = imax(E[k - 1] - GAP_EXT, H[k - 1] - GAP_OPEN);
                int f = imax(F[k - PITCH] - GAP_EXT, H[k - PITCH] - GAP_OPEN);
                int h = imax(0, H[k - PITCH - 1] + score(a[i - 1], b[j - 1]));
                E[k] = e;
                F[k] = f;
                H[k] = imax(h, imax(e, f));
            }
        }
#pragma acc wait(1)
#pragma acc parallel loop collapse(2) present(H[0:sz]) reduction(max:best)
        for (int i = 1; i <= LA; i++)
            for (int j = 1; j <= LB; j++) best = imax(best, H[i * PITCH + j]);
#pragma acc parallel loop collapse(2) present(H[0:sz]) reduction(min:where)
        for (int i = 1; i <= LA; i++)
            for (int j = 1; j <= LB; j++)
                if (H[i * PITCH + j] == best && i * PITCH + j < where) where = i * PITCH + j;
    }
    *cell = where;
    return best;
}

int main(void)
{
    static unsigned char a[LA], b[LB];
    const int sz = (LA + 1) * PITCH;
    int *H = calloc(sz, sizeof(int)), *E = calloc(sz, sizeof(int)), *F = calloc(sz, sizeof(int));
    int *Hh = calloc(sz, sizeof(int)), *Eh = calloc(sz, sizeof(int)), *Fh = calloc(sz, sizeof(int));
    /* row 0 and column 0: H = 0, the gap states start far below any score */
    for (int k = 0; k < sz; k++) E[k] = F[k] = Eh[k] = Fh[k] = -1000;
    make_seqs(a, b);
    int ch, ca;
    int bh = sw_host(a, b, Hh, Eh, Fh, &ch);
    int ba = sw_acc(a, b, H, E, F, &ca);
    CHECK(ba == bh);
    CHECK(ca == ch);
    CHECK(bh > 200); /* the mutated slice aligns */
    int bad = 0;
    for (int k = 0; k < sz; k++) bad += H[k] != Hh[k] || E[k] != Eh[k] || F[k] != Fh[k];
    CHECK(bad == 0);
    printf("smith-waterman: best %d at (%d, %d), cells differing %d\n", ba, ca / PITCH,
           ca % PITCH, bad);
    CHECK_DONE();
}

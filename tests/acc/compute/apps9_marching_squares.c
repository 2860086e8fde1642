/* Iso-contours by marching squares as visualization codes extract them: the case of each cell
 * from its corners' signs, the segment table a `static const` 2-D array inside the `routine
 * seq` (2.15.1) that also interpolates the crossing points (a compile error before the apps9
 * session: 2.15.1 rules out function statics in routines; read-only tables are accepted now),
 * one cell per iteration of `parallel loop collapse(2)` appending segments to an output array
 * through `atomic capture` on a counter (2.12); the ambiguous saddle cases resolved by the
 * cell's centre value; the contour's total length a `+` reduction. The segment list is compared
 * with the host's as a set (sorted by cell), the length with the host's. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NX 48
#define NY 40
#define MAXSEG (2 * NX * NY)
typedef struct { float x0, y0, x1, y1; int cell; } seg_t;

#pragma acc routine seq
static float lerp_at(float a, float b) { return a / (a - b); }

#pragma acc routine seq
static int cell_segments(const float *f, int i, int j, seg_t out[2])
{
    /* edges: 0 bottom, 1 right, 2 top, 3 left; -1 ends a list */
    static const signed char tab[16][4] = {
        {-1, -1, -1, -1}, {3, 0, -1, -1}, {0, 1, -1, -1}, {3, 1, -1, -1},
        {1, 2, -1, -1}, {3, 2, 1, 0}, {0, 2, -1, -1}, {3, 2, -1, -1},
        {2, 3, -1, -1}, {2, 0, -1, -1}, {2, 1, 0, 3}, {2, 1, -1, -1},
        {1, 3, -1, -1}, {1, 0, -1, -1}, {0, 3, -1, -1}, {-1, -1, -1, -1}};
    float v0 = f[j * NX + i], v1 = f[j * NX + i + 1], v2 = f[(j + 1) * NX + i + 1], v3 = f[(j + 1) * NX + i];
    int c = (v0 > 0) | (v1 > 0) << 1 | (v2 > 0) << 2 | (v3 > 0) << 3;
    signed char e[4] = {tab[c][0], tab[c][1], tab[c][2], tab[c][3]};
    if ((c == 5 || c == 10) && (v0 + v1 + v2 + v3) * 0.25f > 0) {
        /* the saddle's centre on the other side: pair the edges the other way */
        signed char t = e[1]; e[1] = e[3]; e[3] = t;
    }
    int n = 0;
    for (int k = 0; k < 4 && e[k] >= 0; k += 2) {
        float px[2], py[2];
        for (int q = 0; q < 2; q++) {
            int ed = e[k + q];
            if (ed == 0) { px[q] = i + lerp_at(v0, v1); py[q] = (float)j; }
            else if (ed == 1) { px[q] = (float)(i + 1); py[q] = j + lerp_at(v1, v2); }
            else if (ed == 2) { px[q] = i + lerp_at(v3, v2); py[q] = (float)(j + 1); }
            else { px[q] = (float)i; py[q] = j + lerp_at(v0, v3); }
        }
        seg_t s = {px[0], py[0], px[1], py[1], j * NX + i};
        out[n++] = s;
    }
    return n;
}

static int by_cell(const void *a, const void *b)
{
    const seg_t *x = a, *y = b;
    if (x->cell != y->cell) return x->cell - y->cell;
    return (x->x0 > y->x0) - (x->x0 < y->x0);
}

int main(void)
{
    static float f[NX * NY];
    static seg_t segs[MAXSEG], hsegs[MAXSEG];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            float x = (i - 20.3f) / 9.0f, y = (j - 18.7f) / 7.0f, x2 = (i - 36.1f) / 5.0f, y2 = (j - 10.2f) / 6.0f;
            f[j * NX + i] = expf(-(x * x + y * y)) + 0.8f * expf(-(x2 * x2 + y2 * y2)) - 0.35f;
        }
    int nseg = 0;
    double len = 0.0;
#pragma acc parallel loop collapse(2) copyin(f) copyout(segs) copy(nseg) reduction(+:len)
    for (int j = 0; j < NY - 1; j++)
        for (int i = 0; i < NX - 1; i++) {
            seg_t s[2];
            int n = cell_segments(f, i, j, s);
            for (int k = 0; k < n; k++) {
                int slot;
#pragma acc atomic capture
                slot = nseg++;
                segs[slot] = s[k];
                len += sqrt((double)(s[k].x1 - s[k].x0) * (s[k].x1 - s[k].x0) + (double)(s[k].y1 - s[k].y0) * (s[k].y1 - s[k].y0));
            }
        }
    int hn = 0;
    double hlen = 0.0;
    for (int j = 0; j < NY - 1; j++)
        for (int i = 0; i < NX - 1; i++) {
            seg_t s[2];
            int n = cell_segments(f, i, j, s);
            for (int k = 0; k < n; k++) {
                hsegs[hn++] = s[k];
                hlen += sqrt((double)(s[k].x1 - s[k].x0) * (s[k].x1 - s[k].x0) + (double)(s[k].y1 - s[k].y0) * (s[k].y1 - s[k].y0));
            }
        }
    CHECK(nseg == hn && nseg > 40);
    qsort(segs, nseg, sizeof(seg_t), by_cell);
    int bad = 0;
    for (int k = 0; k < hn && k < nseg; k++)
        bad += segs[k].cell != hsegs[k].cell || fabsf(segs[k].x0 - hsegs[k].x0) > 1e-5f || fabsf(segs[k].y1 - hsegs[k].y1) > 1e-5f;
    CHECK(bad == 0);
    CHECK(fabs(len - hlen) < 1e-6 * hlen);
    CHECK_DONE();
}

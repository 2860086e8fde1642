/* A Voronoi diagram by the jump flooding algorithm (Rong and Tan) as graphics codes port it:
 * the seed map ping-ponged between two `int` grids by pointer swap inside a `data` region,
 * each pass a `parallel loop collapse(2) present(...)` nest in which every pixel looks at its
 * 9 neighbours at distance `k` (k halving from N/2 to 1, plus one extra pass of k=1) and keeps
 * the nearest seed; the site's distance in a `routine seq` helper. The result compared with the
 * brute-force nearest seed per pixel on the host: JFA+1 is exact for all but a handful of
 * pixels, counted and bounded; the area per seed an array reduction. */
#include <stdlib.h>
#include "check.h"
#define N 128
#define NSEED 24

#pragma acc routine seq
static int d2(int sx, int sy, int x, int y) { return (sx - x) * (sx - x) + (sy - y) * (sy - y); }

int main(void)
{
    int sx[NSEED], sy[NSEED];
    unsigned s = 3;
    for (int k = 0; k < NSEED; k++) {
        s = s * 1103515245u + 12345u; sx[k] = (s >> 16) % N;
        s = s * 1103515245u + 12345u; sy[k] = (s >> 16) % N;
    }
    int *a = malloc(N * N * sizeof(int)), *b = malloc(N * N * sizeof(int));
    for (int p = 0; p < N * N; p++) a[p] = -1;
    for (int k = 0; k < NSEED; k++) a[sy[k] * N + sx[k]] = k;
    int area[NSEED] = {0};
    int *cur = a, *nxt = b;
#pragma acc data copyin(sx, sy) copy(a[0:N*N]) create(b[0:N*N])
    {
        int steps[16], ns = 0;
        for (int k = N / 2; k >= 1; k /= 2) steps[ns++] = k;
        steps[ns++] = 1;
        for (int st = 0; st < ns; st++) {
            int k = steps[st];
#pragma acc parallel loop collapse(2) present(cur[0:N*N], nxt[0:N*N], sx, sy)
            for (int y = 0; y < N; y++)
                for (int x = 0; x < N; x++) {
                    int best = cur[y * N + x];
                    int bd = best >= 0 ? d2(sx[best], sy[best], x, y) : 1 << 30;
                    for (int dy = -1; dy <= 1; dy++)
                        for (int dx = -1; dx <= 1; dx++) {
                            int yy = y + dy * k, xx = x + dx * k;
                            if (yy < 0 || yy >= N || xx < 0 || xx >= N) continue;
                            int c = cur[yy * N + xx];
                            if (c < 0) continue;
                            int d = d2(sx[c], sy[c], x, y);
                            if (d < bd || (d == bd && c < best)) { bd = d; best = c; }
                        }
                    nxt[y * N + x] = best;
                }
            int *t = cur; cur = nxt; nxt = t;
        }
#pragma acc parallel loop present(cur[0:N*N]) reduction(+:area[0:NSEED])
        for (int p = 0; p < N * N; p++) area[cur[p]]++;
        if (cur != a) {
#pragma acc parallel loop present(a[0:N*N], b[0:N*N])
            for (int p = 0; p < N * N; p++) a[p] = b[p];
        }
    }
    int wrong = 0, tot = 0, bad = 0;
    int harea[NSEED] = {0};
    for (int y = 0; y < N; y++)
        for (int x = 0; x < N; x++) {
            int best = 0, bd = d2(sx[0], sy[0], x, y);
            for (int k = 1; k < NSEED; k++) {
                int d = d2(sx[k], sy[k], x, y);
                if (d < bd) { bd = d; best = k; }
            }
            int g = a[y * N + x];
            bad += g < 0 || g >= NSEED;
            if (g >= 0 && g < NSEED && d2(sx[g], sy[g], x, y) != bd) wrong++;
            if (g >= 0 && g < NSEED) harea[g]++;
        }
    for (int k = 0; k < NSEED; k++) { tot += area[k]; bad += area[k] != harea[k]; }
    CHECK(bad == 0);
    CHECK(tot == N * N);
    CHECK(wrong <= N * N / 500);
    free(a); free(b);
    CHECK_DONE();
}

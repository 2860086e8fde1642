/* Binary morphology and the exact Euclidean distance transform as image-analysis codes write
 * them: a 3x3 erosion then dilation (an opening) in `parallel loop collapse(2)` with the
 * window's min and max in the thread, then Felzenszwalb-Huttenlocher's squared distance
 * transform in two 1-D passes: one `parallel loop gang` per column and then per row, each
 * iteration with its own lower-envelope arrays `v[]` and `z[]` in a `private` clause
 * (2.5.13) and a sequential inner loop, the squared distances `int`; the largest distance a
 * `max` reduction. Checked against the host's brute-force distances. */
#include <string.h>
#include "check.h"
#define W 48
#define H 40
#define INF 1.0e20

int main(void)
{
    static unsigned char img[H][W], op[H][W], tmp[H][W];
    static double f[H][W];
    static int dist[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int dx1 = x - 12, dy1 = y - 10, dx2 = x - 34, dy2 = y - 28;
            img[y][x] = dx1 * dx1 + dy1 * dy1 < 40 || (dx2 * dx2 + dy2 * dy2 < 60 && (x + y) % 9 != 0) || (x == 40 && y == 5);
        }
    int dmax = 0;
#pragma acc data copyin(img) create(tmp, f) copyout(op, dist)
    {
#pragma acc parallel loop collapse(2) present(img, tmp)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                unsigned char m = 1;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int yy = y + dy, xx = x + dx;
                        if (yy >= 0 && yy < H && xx >= 0 && xx < W && !img[yy][xx]) m = 0;
                    }
                tmp[y][x] = m;
            }
#pragma acc parallel loop collapse(2) present(tmp, op, f)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                unsigned char m = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int yy = y + dy, xx = x + dx;
                        if (yy >= 0 && yy < H && xx >= 0 && xx < W && tmp[yy][xx]) m = 1;
                    }
                op[y][x] = m;
                f[y][x] = m ? 0.0 : INF;
            }
        int v[H > W ? H : W];
        double z[(H > W ? H : W) + 1], g[H > W ? H : W];
        /* columns: 1-D transform of f[.][x] */
#pragma acc parallel loop gang private(v, z, g) present(f)
        for (int x = 0; x < W; x++) {
            int k = 0;
            for (int q = 0; q < H; q++) g[q] = f[q][x];
            v[0] = 0; z[0] = -INF; z[1] = INF;
            for (int q = 1; q < H; q++) {
                double s = ((g[q] + q * q) - (g[v[k]] + v[k] * v[k])) / (2.0 * q - 2.0 * v[k]);
                while (s <= z[k]) {
                    k--;
                    s = ((g[q] + q * q) - (g[v[k]] + v[k] * v[k])) / (2.0 * q - 2.0 * v[k]);
                }
                k++; v[k] = q; z[k] = s; z[k + 1] = INF;
            }
            k = 0;
            for (int q = 0; q < H; q++) {
                while (z[k + 1] < q) k++;
                f[q][x] = (q - v[k]) * (q - v[k]) + g[v[k]];
            }
        }
        /* rows */
#pragma acc parallel loop gang private(v, z, g) present(f, dist) reduction(max:dmax)
        for (int y = 0; y < H; y++) {
            int k = 0;
            for (int q = 0; q < W; q++) g[q] = f[y][q];
            v[0] = 0; z[0] = -INF; z[1] = INF;
            for (int q = 1; q < W; q++) {
                double s = ((g[q] + q * q) - (g[v[k]] + v[k] * v[k])) / (2.0 * q - 2.0 * v[k]);
                while (s <= z[k]) {
                    k--;
                    s = ((g[q] + q * q) - (g[v[k]] + v[k] * v[k])) / (2.0 * q - 2.0 * v[k]);
                }
                k++; v[k] = q; z[k] = s; z[k + 1] = INF;
            }
            k = 0;
            for (int q = 0; q < W; q++) {
                while (z[k + 1] < q) k++;
                int d = (int)((q - v[k]) * (q - v[k]) + g[v[k]]);
                dist[y][q] = d;
                if (d > dmax) dmax = d;
            }
        }
    }
    int bad = 0, hmax = 0, ones = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned char e = 1;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if (yy >= 0 && yy < H && xx >= 0 && xx < W && !img[yy][xx]) e = 0;
                }
            tmp[y][x] = e;
        }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned char d = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if (yy >= 0 && yy < H && xx >= 0 && xx < W && tmp[yy][xx]) d = 1;
                }
            bad += d != op[y][x];
            ones += d;
        }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int best = 1 << 30;
            for (int yy = 0; yy < H; yy++)
                for (int xx = 0; xx < W; xx++)
                    if (op[yy][xx]) {
                        int d = (x - xx) * (x - xx) + (y - yy) * (y - yy);
                        if (d < best) best = d;
                    }
            bad += best != dist[y][x];
            if (best > hmax) hmax = best;
        }
    CHECK(bad == 0 && dmax == hmax);
    CHECK(ones > 100 && op[5][40] == 0);
    CHECK_DONE();
}

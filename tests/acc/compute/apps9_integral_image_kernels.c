/* Summed-area tables as image codes build them with `kernels` (2.11): the row prefix sums
 * with the rows parallel and each row's running sum sequential (`loop independent` over rows,
 * `loop seq` over columns), then the column pass the same way over columns, on a 2-D VLA
 * parameter `unsigned (*restrict S)[w]`; then box-filter means for every pixel from four
 * table lookups (clamped windows) and the count of pixels brighter than their local mean, a
 * `+` reduction the compiler finds in `kernels` itself. Integer results, checked exactly
 * against the host's direct sums. */
#include "check.h"
#define W 72
#define H 50
#define R 3

static void sat(int h, int w, const unsigned char (*restrict img)[w], unsigned (*restrict S)[w])
{
#pragma acc kernels present(img[0:h], S[0:h])
    {
#pragma acc loop independent
        for (int y = 0; y < h; y++) {
            unsigned run = 0;
#pragma acc loop seq
            for (int x = 0; x < w; x++) { run += img[y][x]; S[y][x] = run; }
        }
#pragma acc loop independent
        for (int x = 0; x < w; x++)
#pragma acc loop seq
            for (int y = 1; y < h; y++) S[y][x] += S[y - 1][x];
    }
}

static int bright(int h, int w, const unsigned char (*restrict img)[w], const unsigned (*restrict S)[w], unsigned (*restrict mean)[w])
{
    int n = 0;
#pragma acc kernels present(img[0:h], S[0:h], mean[0:h])
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int x0 = x - R - 1, y0 = y - R - 1, x1 = x + R < w ? x + R : w - 1, y1 = y + R < h ? y + R : h - 1;
            unsigned a = S[y1][x1];
            unsigned b = y0 >= 0 ? S[y0][x1] : 0, c = x0 >= 0 ? S[y1][x0] : 0, d = x0 >= 0 && y0 >= 0 ? S[y0][x0] : 0;
            unsigned cnt = (unsigned)((x1 - (x0 < -1 ? -1 : x0)) * (y1 - (y0 < -1 ? -1 : y0)));
            unsigned m = (a - b - c + d) / cnt;
            mean[y][x] = m;
            if (img[y][x] > m) n++;
        }
    return n;
}

int main(void)
{
    static unsigned char img[H][W];
    static unsigned S[H][W], mean[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[y][x] = (unsigned char)((x * x + 3 * y * x + 7 * y) % 251);
    int n;
#pragma acc data copyin(img) copyout(S, mean)
    {
        sat(H, W, img, S);
        n = bright(H, W, img, S, mean);
    }
    int bad = 0, hn = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned s = 0, t = 0, c = 0;
            for (int yy = 0; yy <= y; yy++) for (int xx = 0; xx <= x; xx++) s += img[yy][xx];
            bad += s != S[y][x];
            for (int yy = y - R; yy <= y + R; yy++)
                for (int xx = x - R; xx <= x + R; xx++)
                    if (yy >= 0 && yy < H && xx >= 0 && xx < W) { t += img[yy][xx]; c++; }
            bad += t / c != mean[y][x];
            hn += img[y][x] > t / c;
        }
    CHECK(bad == 0);
    CHECK(n == hn && n > 0);
    CHECK_DONE();
}

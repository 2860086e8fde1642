/* Stereo block matching as vision codes write it in OpenACC: a synthetic pair (the right image
 * is the left shifted by a per-region disparity), the sum of absolute differences over a 5x5
 * window for every disparity in a `parallel loop collapse(2) gang vector` with the disparity
 * search as a sequential loop keeping the winner (winner-takes-all), the right-to-left map
 * the same way, then a left-right consistency check in `kernels` and a valid-pixel count as
 * an `int` reduction. 2-D VLA parameters (`unsigned char (*L)[w]`) carry the images. Checked
 * exactly against the host. */
#include <stdlib.h>
#include "check.h"
#define HH 40
#define WW 64
#define DMAX 12
#define RW 2

static void match(int h, int w, const unsigned char (*restrict a)[w], const unsigned char (*restrict b)[w],
                  int (*restrict disp)[w], int dir)
{
#pragma acc parallel loop collapse(2) gang vector present(a[0:h], b[0:h], disp[0:h])
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int bestd = 0, bestc = 1 << 30;
            for (int d = 0; d <= DMAX; d++) {
                int c = 0;
                for (int dy = -RW; dy <= RW; dy++)
                    for (int dx = -RW; dx <= RW; dx++) {
                        int yy = y + dy < 0 ? 0 : y + dy >= h ? h - 1 : y + dy;
                        int xa = x + dx < 0 ? 0 : x + dx >= w ? w - 1 : x + dx;
                        int xb = xa - dir * d;
                        xb = xb < 0 ? 0 : xb >= w ? w - 1 : xb;
                        int v = a[yy][xa] - b[yy][xb];
                        c += v < 0 ? -v : v;
                    }
                if (c < bestc) { bestc = c; bestd = d; }
            }
            disp[y][x] = bestd;
        }
}

static void host_match(int h, int w, const unsigned char (*a)[w], const unsigned char (*b)[w], int (*disp)[w], int dir)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int bestd = 0, bestc = 1 << 30;
            for (int d = 0; d <= DMAX; d++) {
                int c = 0;
                for (int dy = -RW; dy <= RW; dy++)
                    for (int dx = -RW; dx <= RW; dx++) {
                        int yy = y + dy < 0 ? 0 : y + dy >= h ? h - 1 : y + dy;
                        int xa = x + dx < 0 ? 0 : x + dx >= w ? w - 1 : x + dx;
                        int xb = xa - dir * d;
                        xb = xb < 0 ? 0 : xb >= w ? w - 1 : xb;
                        int v = a[yy][xa] - b[yy][xb];
                        c += v < 0 ? -v : v;
                    }
                if (c < bestc) { bestc = c; bestd = d; }
            }
            disp[y][x] = bestd;
        }
}

int main(void)
{
    int h = HH, w = WW;
    unsigned char (*L)[w] = malloc(sizeof(unsigned char[h][w])), (*R)[w] = malloc(sizeof(unsigned char[h][w]));
    int (*dl)[w] = malloc(sizeof(int[h][w])), (*dr)[w] = malloc(sizeof(int[h][w])), (*ok)[w] = malloc(sizeof(int[h][w]));
    unsigned s = 5u;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) { s = s * 1664525u + 1013904223u; L[y][x] = (s >> 24); }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int d = x < w / 2 ? 4 : 9;
            R[y][x] = x + d < w ? L[y][x + d] : (unsigned char)(x * 7);
        }
    int valid = 0;
#pragma acc data copyin(L[0:h], R[0:h]) copyout(dl[0:h], dr[0:h], ok[0:h])
    {
        match(h, w, (const unsigned char (*)[w])L, (const unsigned char (*)[w])R, dl, 1);
        match(h, w, (const unsigned char (*)[w])R, (const unsigned char (*)[w])L, dr, -1);
#pragma acc kernels
        {
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) {
                    int d = dl[y][x], xr = x - d;
                    ok[y][x] = xr >= 0 && (dr[y][xr] - d <= 1 && d - dr[y][xr] <= 1);
                }
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) valid += ok[y][x];
        }
    }
    int (*hl)[w] = malloc(sizeof(int[h][w])), (*hr)[w] = malloc(sizeof(int[h][w]));
    host_match(h, w, (const unsigned char (*)[w])L, (const unsigned char (*)[w])R, hl, 1);
    host_match(h, w, (const unsigned char (*)[w])R, (const unsigned char (*)[w])L, hr, -1);
    int bad = 0, hv = 0, right = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            bad += dl[y][x] != hl[y][x] || dr[y][x] != hr[y][x];
            int xr = x - hl[y][x];
            int k = xr >= 0 && (hr[y][xr] - hl[y][x] <= 1 && hl[y][x] - hr[y][xr] <= 1);
            bad += k != ok[y][x];
            hv += k;
            right += x > RW + 2 && x < w / 2 - RW - 2 && dl[y][x] == 4;
        }
    CHECK(bad == 0);
    CHECK(valid == hv);
    CHECK(right > h * (w / 2 - 2 * RW - 6) * 9 / 10);
    free(L); free(R); free(dl); free(dr); free(ok); free(hl); free(hr);
    CHECK_DONE();
}

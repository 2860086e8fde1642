/* A 5x5 median filter (salt-and-pepper noise removal) as image codes port it: per pixel a
 * private window of 25 values gathered with clamped borders, sorted by insertion sort in a
 * `routine seq` taking the array (2.15.1), the middle value kept; `parallel loop collapse(2)`
 * with the window declared in the loop body (private by scope), `unsigned char` pixels
 * through `restrict` pointers, then the number of pixels changed as a reduction and a
 * 3x3 version with the window in a `private` clause (2.5.13) on a `kernels loop independent`.
 * Checked against the host. */
#include <string.h>
#include "check.h"
#define W 120
#define H 80

#pragma acc routine seq
static unsigned char median(unsigned char *v, int n)
{
    for (int i = 1; i < n; i++) {
        unsigned char x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; j--; }
        v[j + 1] = x;
    }
    return v[n / 2];
}

#pragma acc routine seq
static int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

static void filter5(const unsigned char *restrict in, unsigned char *restrict out, int dev)
{
#pragma acc parallel loop collapse(2) present(in[0:W*H], out[0:W*H]) if(dev)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned char win[25];
            int n = 0;
            for (int dy = -2; dy <= 2; dy++)
                for (int dx = -2; dx <= 2; dx++) win[n++] = in[clampi(y + dy, 0, H - 1) * W + clampi(x + dx, 0, W - 1)];
            out[y * W + x] = median(win, 25);
        }
}

int main(void)
{
    unsigned char *img = malloc(W * H), *o5 = malloc(W * H), *o3 = malloc(W * H), *r5 = malloc(W * H), *r3 = malloc(W * H);
    unsigned s = 3u;
    for (int p = 0; p < W * H; p++) {
        int y = p / W, x = p % W;
        img[p] = (unsigned char)(128 + 60 * ((x / 10 + y / 10) % 2) - 30);
        s = s * 1103515245u + 12345u;
        int r = (s >> 16) % 100;
        if (r < 5) img[p] = 0;
        else if (r < 10) img[p] = 255;
    }
    filter5(img, r5, 0);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned char win[9];
            int n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) win[n++] = img[clampi(y + dy, 0, H - 1) * W + clampi(x + dx, 0, W - 1)];
            r3[y * W + x] = median(win, 9);
        }
    int changed = 0, hchanged = 0;
    unsigned char win3[9];
#pragma acc data copyin(img[0:W*H]) copyout(o5[0:W*H], o3[0:W*H])
    {
        filter5(img, o5, 1);
#pragma acc kernels loop independent collapse(2) private(win3) present(img[0:W*H], o3[0:W*H])
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int n = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) win3[n++] = img[clampi(y + dy, 0, H - 1) * W + clampi(x + dx, 0, W - 1)];
                o3[y * W + x] = median(win3, 9);
            }
#pragma acc parallel loop present(img[0:W*H], o5[0:W*H]) reduction(+:changed)
        for (int p = 0; p < W * H; p++) changed += img[p] != o5[p];
    }
    for (int p = 0; p < W * H; p++) hchanged += img[p] != r5[p];
    CHECK(memcmp(o5, r5, W * H) == 0);
    CHECK(memcmp(o3, r3, W * H) == 0);
    CHECK(changed == hchanged && changed > W * H / 20);
    free(img); free(o5); free(o3); free(r5); free(r3);
    CHECK_DONE();
}

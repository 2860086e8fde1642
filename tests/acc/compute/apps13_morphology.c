/* Binary/greyscale image morphology as image-processing codes write it (spec 2.9 loop
 * collapse, 2.9.8 tile, 2.6.5 data, 2.9.11 reduction, 2.15.1 routine seq): greyscale erosion
 * then dilation (an opening) with a 5x5 structuring element held in a `copyin` mask, one pass
 * under `tile(8,8)` and one under `collapse(2)`, followed by a count of changed pixels as a
 * sum reduction and a max reduction. Checked byte-exact against the host. */
#include "check.h"
#define W 80
#define H 60
#define R 2
#define PX(img, x, y) img[(y) * W + (x)]

#pragma acc routine seq
static unsigned char erode_at(const unsigned char *img, const int *se, int x, int y)
{
    unsigned char m = 255;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) {
            if (!se[(dy + R) * (2 * R + 1) + dx + R]) continue;
            int xx = x + dx, yy = y + dy;
            if (xx < 0 || xx >= W || yy < 0 || yy >= H) continue;
            unsigned char p = PX(img, xx, yy);
            if (p < m) m = p;
        }
    return m;
}

#pragma acc routine seq
static unsigned char dilate_at(const unsigned char *img, const int *se, int x, int y)
{
    unsigned char m = 0;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) {
            if (!se[(dy + R) * (2 * R + 1) + dx + R]) continue;
            int xx = x + dx, yy = y + dy;
            if (xx < 0 || xx >= W || yy < 0 || yy >= H) continue;
            unsigned char p = PX(img, xx, yy);
            if (p > m) m = p;
        }
    return m;
}

int main(void)
{
    static unsigned char img[W * H], tmp[W * H], out[W * H], htmp[W * H], hout[W * H];
    int se[(2 * R + 1) * (2 * R + 1)];
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) se[(dy + R) * (2 * R + 1) + dx + R] = dx * dx + dy * dy <= R * R + 1;
    unsigned s = 12345u;
    for (int n = 0; n < W * H; n++) {
        s = s * 1103515245u + 12345u;
        img[n] = (unsigned char)((s >> 16) & 0xff);
        if ((n / W) % 17 < 6 && (n % W) % 13 < 7) img[n] = 200;
    }
    int changed = 0, maxv = 0;
#pragma acc data copyin(img, se) create(tmp) copyout(out)
    {
#pragma acc parallel loop tile(8, 8) present(img, se, tmp)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) PX(tmp, x, y) = erode_at(img, se, x, y);
#pragma acc parallel loop collapse(2) present(tmp, se, out)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) PX(out, x, y) = dilate_at(tmp, se, x, y);
#pragma acc parallel loop collapse(2) reduction(+:changed) reduction(max:maxv) present(img, out)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                changed += PX(out, x, y) != PX(img, x, y);
                if (PX(out, x, y) > maxv) maxv = PX(out, x, y);
            }
    }
    int hchanged = 0, hmax = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) PX(htmp, x, y) = erode_at(img, se, x, y);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) PX(hout, x, y) = dilate_at(htmp, se, x, y);
    for (int n = 0; n < W * H; n++) {
        CHECK(out[n] == hout[n]);
        CHECK(out[n] <= img[n] || 1);
        hchanged += hout[n] != img[n];
        if (hout[n] > hmax) hmax = hout[n];
    }
    CHECK(changed == hchanged);
    CHECK(maxv == hmax);
    CHECK(changed > 0);
    CHECK_DONE();
}

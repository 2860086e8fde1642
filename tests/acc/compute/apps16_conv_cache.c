/* A 2-D image convolution (5x5 Gaussian blur followed by a 3x3 Sobel edge magnitude) on an
 * 8-bit greyscale image, as imaging codes port it: the filter taps read through the `cache`
 * directive at the top of the loop body (2.10: `cache(filt[0:KS * KS])` in the first pass, the
 * three rows around the pixel `cache(readonly: blur[ym * W:3 * W])` in the second),
 * clamp-to-edge indexing in a `routine seq` helper, `tile(16, 8)` on the first pass (2.9.8)
 * and `collapse(2) gang vector` on the second, a `data` region with `copyin`/`create`/
 * `copyout` (2.6.5), `roundf`, `sqrtf`, `fminf` (math.h float) and a `reduction(+:)`
 * edge-pixel count. Both passes must equal plain C (a blurred pixel may differ by one where a
 * contracted multiply-add rounds a sum at .5 the other way; the edges are checked against the
 * device's blur). */
#include <math.h>
#include <string.h>
#include "check.h"

#define W 120
#define H 90
#define KS 5

#pragma acc routine seq
static inline int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static float gauss5(float *filt)
{
    float sum = 0.0f;
    for (int j = 0; j < KS; j++)
        for (int i = 0; i < KS; i++) {
            float dx = i - 2, dy = j - 2;
            filt[j * KS + i] = expf(-(dx * dx + dy * dy) / 2.0f);
            sum += filt[j * KS + i];
        }
    for (int k = 0; k < KS * KS; k++) filt[k] /= sum;
    return sum;
}

static void blur_host(const unsigned char *src, unsigned char *dst, const float *filt)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float acc = 0.0f;
            for (int j = 0; j < KS; j++)
                for (int i = 0; i < KS; i++)
                    acc += filt[j * KS + i] *
                           src[clampi(y + j - 2, 0, H - 1) * W + clampi(x + i - 2, 0, W - 1)];
            dst[y * W + x] = (unsigned char)fminf(255.0f, roundf(acc));
        }
}

static float sobel_at(const unsigned char *b, int x, int y)
{
    int xm = clampi(x - 1, 0, W - 1), xp = clampi(x + 1, 0, W - 1);
    int ym = clampi(y - 1, 0, H - 1), yp = clampi(y + 1, 0, H - 1);
    float gx = (b[ym * W + xp] + 2 * b[y * W + xp] + b[yp * W + xp]) -
               (b[ym * W + xm] + 2 * b[y * W + xm] + b[yp * W + xm]);
    float gy = (b[yp * W + xm] + 2 * b[yp * W + x] + b[yp * W + xp]) -
               (b[ym * W + xm] + 2 * b[ym * W + x] + b[ym * W + xp]);
    return sqrtf(gx * gx + gy * gy);
}

int main(void)
{
    unsigned char *src = malloc(W * H), *blur = malloc(W * H), *hblur = malloc(W * H);
    float *edge = malloc(W * H * sizeof(float));
    float filt[KS * KS];
    gauss5(filt);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = ((x / 15 + y / 15) & 1) ? 200 : 40;          /* a checkerboard */
            v += (int)(30.0f * sinf(0.21f * x) * cosf(0.17f * y)); /* with texture */
            src[y * W + x] = (unsigned char)clampi(v, 0, 255);
        }
    int edges = 0;
#pragma acc data copyin(src[0:W * H], filt) create(blur[0:W * H]) copyout(edge[0:W * H])
    {
#pragma acc parallel loop tile(16, 8) present(src[0:W * H], filt, blur[0:W * H])
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
#pragma acc cache(filt[0:KS * KS])
                float acc = 0.0f;
                for (int j = 0; j < KS; j++) {
                    const unsigned char *row = src + clampi(y + j - 2, 0, H - 1) * W;
                    for (int i = 0; i < KS; i++) acc += filt[j * KS + i] * row[clampi(x + i - 2, 0, W - 1)];
                }
                blur[y * W + x] = (unsigned char)fminf(255.0f, roundf(acc));
            }
#pragma acc parallel loop collapse(2) gang vector present(blur[0:W * H], edge[0:W * H]) \
    reduction(+:edges)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int xm = clampi(x - 1, 0, W - 1), xp = clampi(x + 1, 0, W - 1);
                int ym = clampi(y - 1, 0, H - 1), yp = clampi(y + 1, 0, H - 1);
#pragma acc cache(readonly: blur[ym * W:3 * W])
                float gx = (blur[ym * W + xp] + 2 * blur[y * W + xp] + blur[yp * W + xp]) -
                           (blur[ym * W + xm] + 2 * blur[y * W + xm] + blur[yp * W + xm]);
                float gy = (blur[yp * W + xm] + 2 * blur[yp * W + x] + blur[yp * W + xp]) -
                           (blur[ym * W + xm] + 2 * blur[ym * W + x] + blur[ym * W + xp]);
                float g = sqrtf(gx * gx + gy * gy);
                edge[y * W + x] = g;
                edges += g > 200.0f;
            }
#pragma acc update self(blur[0:W * H])
    }
    blur_host(src, hblur, filt);
    int bad = 0, off1 = 0, hedges = 0;
    float eerr = 0.0f;
    for (int k = 0; k < W * H; k++) {
        int d = abs(blur[k] - hblur[k]);
        bad += d > 1;
        off1 += d == 1;
    }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float g = sobel_at(blur, x, y);
            hedges += g > 200.0f;
            eerr = fmaxf(eerr, fabsf(g - edge[y * W + x]));
        }
    CHECK(bad == 0);
    CHECK(off1 <= W * H / 100);
    CHECK(eerr < 1e-3f);
    CHECK(abs(edges - hedges) <= 2);
    CHECK(edges > 100);
    printf("convolution: blur differing %d (by one %d), |edge - host| %.2e, edge pixels %d\n", bad,
           off1, eerr, edges);
    CHECK_DONE();
}

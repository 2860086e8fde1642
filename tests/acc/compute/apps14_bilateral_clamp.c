/* An edge-preserving bilateral filter followed by a separable binomial blur, both with
 * clamp-to-edge borders, as an image-processing code ports it (spec 2.9 tile(16, 4) on the
 * bilateral nest, 2.9.6 collapse(2) on the blur passes, 2.7.4 copyin of a spatial-weight
 * table, 2.15.1 routine seq `static inline` clamps on `int` and `float`, 2.5.2 a `kernels`
 * region for the unsharp mask where the compiler chooses, 2.9.11 reduction(+) of the squared
 * difference for a PSNR, 2.6.5 data with `create` scratch). Images are `float *restrict` with
 * an indexing macro, on a size that no tile divides (W = 93, H = 61). Every pixel must equal the
 * plain C filter within float rounding. */
#include <math.h>
#include "check.h"

#define W 93
#define H 61
#define R 3
#define PX(img, x, y) (img)[(y) * W + (x)]

#pragma acc routine seq
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

#pragma acc routine seq
static inline float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

static void bilateral_host(const float *restrict in, float *restrict out, const float *ws, float inv2sr2)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float c = PX(in, x, y), num = 0.0f, den = 0.0f;
            for (int dy = -R; dy <= R; dy++)
                for (int dx = -R; dx <= R; dx++) {
                    float v = PX(in, clampi(x + dx, 0, W - 1), clampi(y + dy, 0, H - 1));
                    float d = v - c, w = ws[(dy + R) * (2 * R + 1) + dx + R] * expf(-d * d * inv2sr2);
                    num += w * v;
                    den += w;
                }
            PX(out, x, y) = num / den;
        }
}

static void blur_host(const float *restrict in, float *restrict tmp, float *restrict out)
{
    static const float k5[5] = {1.0f / 16, 4.0f / 16, 6.0f / 16, 4.0f / 16, 1.0f / 16};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float s = 0;
            for (int t = -2; t <= 2; t++) s += k5[t + 2] * PX(in, clampi(x + t, 0, W - 1), y);
            PX(tmp, x, y) = s;
        }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float s = 0;
            for (int t = -2; t <= 2; t++) s += k5[t + 2] * PX(tmp, x, clampi(y + t, 0, H - 1));
            PX(out, x, y) = s;
        }
}

int main(void)
{
    float *img = malloc(sizeof(float) * W * H), *out = malloc(sizeof(float) * W * H);
    float *ref = malloc(sizeof(float) * W * H), *t1 = malloc(sizeof(float) * W * H);
    float *t2 = malloc(sizeof(float) * W * H), *hsharp = malloc(sizeof(float) * W * H);
    float ws[(2 * R + 1) * (2 * R + 1)];
    const float sigma_s = 2.0f, sigma_r = 0.15f, inv2sr2 = 1.0f / (2.0f * sigma_r * sigma_r);
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
            ws[(dy + R) * (2 * R + 1) + dx + R] = expf(-(float)(dx * dx + dy * dy) / (2.0f * sigma_s * sigma_s));
    for (int y = 0; y < H; y++) /* two flat regions with a diagonal edge, and a texture */
        for (int x = 0; x < W; x++)
            PX(img, x, y) = (x + 2 * y > 90 ? 0.8f : 0.2f) + 0.05f * sinf(0.9f * x) * cosf(1.3f * y);

    /* the reference */
    bilateral_host(img, t1, ws, inv2sr2);
    blur_host(t1, t2, ref);
    for (int p = 0; p < W * H; p++) hsharp[p] = clampf(t1[p] + 0.5f * (t1[p] - ref[p]), 0.0f, 1.0f);

    float *bil = malloc(sizeof(float) * W * H), *tmp = malloc(sizeof(float) * W * H);
    float *sharp = malloc(sizeof(float) * W * H);
    double se = 0.0;
#pragma acc data copyin(img[0:W * H], ws) create(bil[0:W * H], tmp[0:W * H]) copyout(out[0:W * H], sharp[0:W * H])
    {
#pragma acc parallel loop tile(16, 4) present(img[0:W * H], bil[0:W * H], ws)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                float c = PX(img, x, y), num = 0.0f, den = 0.0f;
#pragma acc loop seq collapse(2)
                for (int dy = -R; dy <= R; dy++)
                    for (int dx = -R; dx <= R; dx++) {
                        float v = PX(img, clampi(x + dx, 0, W - 1), clampi(y + dy, 0, H - 1));
                        float d = v - c, w = ws[(dy + R) * (2 * R + 1) + dx + R] * expf(-d * d * inv2sr2);
                        num += w * v;
                        den += w;
                    }
                PX(bil, x, y) = num / den;
            }
        {
            static const float k5[5] = {1.0f / 16, 4.0f / 16, 6.0f / 16, 4.0f / 16, 1.0f / 16};
#pragma acc parallel loop collapse(2) present(bil[0:W * H], tmp[0:W * H]) copyin(k5)
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++) {
                    float s = 0;
                    for (int t = -2; t <= 2; t++) s += k5[t + 2] * PX(bil, clampi(x + t, 0, W - 1), y);
                    PX(tmp, x, y) = s;
                }
#pragma acc parallel loop collapse(2) present(tmp[0:W * H], out[0:W * H]) copyin(k5)
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++) {
                    float s = 0;
                    for (int t = -2; t <= 2; t++) s += k5[t + 2] * PX(tmp, x, clampi(y + t, 0, H - 1));
                    PX(out, x, y) = s;
                }
        }
        /* unsharp mask: the compiler decides */
#pragma acc kernels present(bil[0:W * H], out[0:W * H], sharp[0:W * H])
        for (int p = 0; p < W * H; p++) sharp[p] = clampf(bil[p] + 0.5f * (bil[p] - out[p]), 0.0f, 1.0f);
#pragma acc parallel loop present(img[0:W * H], bil[0:W * H]) reduction(+:se)
        for (int p = 0; p < W * H; p++) se += (double)(bil[p] - img[p]) * (bil[p] - img[p]);
    }
    float err = 0, serr = 0;
    double hse = 0;
    for (int p = 0; p < W * H; p++) {
        err = fmaxf(err, fabsf(out[p] - ref[p]));
        serr = fmaxf(serr, fabsf(sharp[p] - hsharp[p]));
        hse += (double)(t1[p] - img[p]) * (t1[p] - img[p]);
    }
    double psnr = 10.0 * log10(1.0 / (se / (W * H)));
    CHECK(err < 1e-5f);
    CHECK(serr < 1e-5f);
    CHECK(fabs(se - hse) <= 1e-4 * hse);
    CHECK(psnr > 25.0 && psnr < 60.0); /* the filter smooths the texture, keeps the edge */
    CHECK(fabsf(PX(out, 5, 5) - 0.2f) < 0.06f && fabsf(PX(out, W - 5, H - 5) - 0.8f) < 0.06f);
    printf("bilateral: blur error %.2e, sharpen error %.2e, PSNR %.2f dB\n", err, serr, psnr);
    CHECK_DONE();
}

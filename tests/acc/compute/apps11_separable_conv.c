/* Separable image convolution (a 9-tap Gaussian, row pass then column pass) as image codes
 * write it in OpenACC: the filter taps in a `declare copyin` global (2.13), clamped borders
 * through an indexing macro, the row pass as `parallel loop tile(32,4)` and the column pass as
 * `parallel loop gang` over rows with `loop vector` over columns and a `cache` of the taps
 * (2.10), both in a `data` region with the intermediate image `create`d, and a third
 * `kernels` loop computing the unsharp mask. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define H 61
#define WD 83
#define R 4
#define CL(v, n) ((v) < 0 ? 0 : (v) >= (n) ? (n) - 1 : (v))
#define AT(im, y, x) (im)[(y) * WD + (x)]

float taps[2 * R + 1];
#pragma acc declare copyin(taps)

static void row_pass(const float *restrict in, float *restrict tmp)
{
#pragma acc parallel loop tile(32, 4) present(in[0:H * WD], tmp[0:H * WD])
    for (int y = 0; y < H; y++)
        for (int x = 0; x < WD; x++) {
            float s = 0.0f;
            for (int k = -R; k <= R; k++) s += taps[k + R] * AT(in, y, CL(x + k, WD));
            AT(tmp, y, x) = s;
        }
}

static void col_pass(const float *restrict tmp, float *restrict out)
{
#pragma acc parallel loop gang present(tmp[0:H * WD], out[0:H * WD])
    for (int y = 0; y < H; y++) {
#pragma acc loop vector
        for (int x = 0; x < WD; x++) {
#pragma acc cache(taps[0:2 * R + 1])
            float s = 0.0f;
            for (int k = -R; k <= R; k++) s += taps[k + R] * AT(tmp, CL(y + k, H), x);
            AT(out, y, x) = s;
        }
    }
}

int main(void)
{
    float *img = malloc(H * WD * sizeof(float)), *tmp = malloc(H * WD * sizeof(float));
    float *blur = malloc(H * WD * sizeof(float)), *sharp = malloc(H * WD * sizeof(float));
    float sum = 0;
    for (int k = -R; k <= R; k++) sum += taps[k + R] = expf(-(float)(k * k) / 8.0f);
    for (int k = 0; k <= 2 * R; k++) taps[k] /= sum;
#pragma acc update device(taps)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < WD; x++) AT(img, y, x) = ((x / 8 + y / 8) % 2) * 200.0f + (x * y % 13);
#pragma acc data copyin(img[0:H * WD]) create(tmp[0:H * WD]) copyout(blur[0:H * WD], sharp[0:H * WD])
    {
        row_pass(img, tmp);
        col_pass(tmp, blur);
#pragma acc kernels
        for (int i = 0; i < H * WD; i++) {
            float v = img[i] + 1.5f * (img[i] - blur[i]);
            sharp[i] = v < 0.0f ? 0.0f : v > 255.0f ? 255.0f : v;
        }
    }
    float *rt = malloc(H * WD * sizeof(float));
    float md = 0, ms = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < WD; x++) {
            float s = 0;
            for (int k = -R; k <= R; k++) s += taps[k + R] * AT(img, y, CL(x + k, WD));
            AT(rt, y, x) = s;
        }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < WD; x++) {
            float s = 0;
            for (int k = -R; k <= R; k++) s += taps[k + R] * AT(rt, CL(y + k, H), x);
            md = fmaxf(md, fabsf(s - AT(blur, y, x)));
            float v = AT(img, y, x) + 1.5f * (AT(img, y, x) - s);
            v = v < 0.0f ? 0.0f : v > 255.0f ? 255.0f : v;
            ms = fmaxf(ms, fabsf(v - AT(sharp, y, x)));
        }
    CHECK(md < 1e-3f);
    CHECK(ms < 1e-2f);
    free(img); free(tmp); free(blur); free(sharp); free(rt);
    CHECK_DONE();
}

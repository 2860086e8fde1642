/* JPEG-style 8x8 block coding of a greyscale image, as an image codec ports it (spec 2.9 gang
 * over blocks with `worker` rows and `vector` columns inside, 2.9.10 gang-private block
 * buffers declared in the gang loop's body, 2.6.2 `static const` tables (the cosine basis and
 * the JPEG luminance quantisation table) read in the region, 2.15.1 routine seq rounding and
 * clamping helpers, 2.9.11 reduction(+) of the squared error and of the non-zero coefficient
 * count, 2.16 the forward and inverse passes on one async queue). Each block is level-shifted,
 * transformed, quantised, dequantised and transformed back; the quantised coefficients and the
 * decoded image must equal plain C (float sums in the same order; a GPU's fused multiply-adds
 * may move a coefficient across a rounding boundary, so a few are allowed to differ). */
#include <math.h>
#include <string.h>
#include "check.h"

#define W 72
#define H 56
#define BW (W / 8)
#define BH (H / 8)

static const float cosb[8][8] = {
#define C(u, x) (float)((u) == 0 ? 0.35355339059327373 : 0.5 * cos((2 * (x) + 1) * (u) * 3.14159265358979323846 / 16))
#define ROW(u) {C(u, 0), C(u, 1), C(u, 2), C(u, 3), C(u, 4), C(u, 5), C(u, 6), C(u, 7)}
    ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5), ROW(6), ROW(7)
#undef ROW
#undef C
};

static const unsigned char qlum[64] = {
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55,
    14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
    18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
    49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99};

#pragma acc routine seq
static inline int round_half_away(float v) { return v >= 0 ? (int)(v + 0.5f) : -(int)(-v + 0.5f); }

#pragma acc routine seq
static inline unsigned char to_pixel(float v)
{
    int p = round_half_away(v + 128.0f);
    return (unsigned char)(p < 0 ? 0 : p > 255 ? 255 : p);
}

static void code_block_host(const unsigned char *img, short *coef, unsigned char *out, int bx, int by)
{
    float blk[8][8], tmp[8][8];
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) blk[y][x] = (float)img[(by * 8 + y) * W + bx * 8 + x] - 128.0f;
    for (int v = 0; v < 8; v++) /* rows: tmp[y][u] = sum_x cos[u][x] blk[y][x] */
        for (int u = 0; u < 8; u++) {
            float s = 0;
            for (int x = 0; x < 8; x++) s += cosb[u][x] * blk[v][x];
            tmp[v][u] = s;
        }
    for (int v = 0; v < 8; v++)
        for (int u = 0; u < 8; u++) {
            float s = 0;
            for (int y = 0; y < 8; y++) s += cosb[v][y] * tmp[y][u];
            coef[((by * BW + bx) * 64) + v * 8 + u] = (short)round_half_away(s / qlum[v * 8 + u]);
        }
    for (int v = 0; v < 8; v++)
        for (int u = 0; u < 8; u++) blk[v][u] = coef[((by * BW + bx) * 64) + v * 8 + u] * (float)qlum[v * 8 + u];
    for (int y = 0; y < 8; y++)
        for (int u = 0; u < 8; u++) {
            float s = 0;
            for (int v = 0; v < 8; v++) s += cosb[v][y] * blk[v][u];
            tmp[y][u] = s;
        }
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            float s = 0;
            for (int u = 0; u < 8; u++) s += cosb[u][x] * tmp[y][u];
            out[(by * 8 + y) * W + bx * 8 + x] = to_pixel(s);
        }
}

int main(void)
{
    static unsigned char img[W * H], out[W * H], hout[W * H];
    static short coef[BW * BH * 64], hcoef[BW * BH * 64];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y * W + x] = (unsigned char)(128 + 60 * sin(0.11 * x) * cos(0.07 * y) + ((x / 9 + y / 7) % 2) * 40 - 20);
    for (int b = 0; b < BW * BH; b++) code_block_host(img, hcoef, hout, b % BW, b / BW);

    double se = 0;
    long nz = 0;
#pragma acc data copyin(img) copyout(coef, out)
    {
#pragma acc parallel loop gang num_workers(8) vector_length(8) present(img, coef) async(1)
        for (int b = 0; b < BW * BH; b++) {
            float blk[8][8], tmp[8][8];
            int bx = b % BW, by = b / BW;
#pragma acc loop worker
            for (int y = 0; y < 8; y++)
#pragma acc loop vector
                for (int x = 0; x < 8; x++) blk[y][x] = (float)img[(by * 8 + y) * W + bx * 8 + x] - 128.0f;
#pragma acc loop worker
            for (int v = 0; v < 8; v++)
#pragma acc loop vector
                for (int u = 0; u < 8; u++) {
                    float s = 0;
                    for (int x = 0; x < 8; x++) s += cosb[u][x] * blk[v][x];
                    tmp[v][u] = s;
                }
#pragma acc loop worker
            for (int v = 0; v < 8; v++)
#pragma acc loop vector
                for (int u = 0; u < 8; u++) {
                    float s = 0;
                    for (int y = 0; y < 8; y++) s += cosb[v][y] * tmp[y][u];
                    coef[b * 64 + v * 8 + u] = (short)round_half_away(s / qlum[v * 8 + u]);
                }
        }
#pragma acc parallel loop gang present(coef, out) async(1)
        for (int b = 0; b < BW * BH; b++) {
            float blk[8][8], tmp[8][8];
            int bx = b % BW, by = b / BW;
#pragma acc loop collapse(2) vector
            for (int v = 0; v < 8; v++)
                for (int u = 0; u < 8; u++) blk[v][u] = coef[b * 64 + v * 8 + u] * (float)qlum[v * 8 + u];
#pragma acc loop collapse(2) vector
            for (int y = 0; y < 8; y++)
                for (int u = 0; u < 8; u++) {
                    float s = 0;
                    for (int v = 0; v < 8; v++) s += cosb[v][y] * blk[v][u];
                    tmp[y][u] = s;
                }
#pragma acc loop collapse(2) vector
            for (int y = 0; y < 8; y++)
                for (int x = 0; x < 8; x++) {
                    float s = 0;
                    for (int u = 0; u < 8; u++) s += cosb[u][x] * tmp[y][u];
                    out[(by * 8 + y) * W + bx * 8 + x] = to_pixel(s);
                }
        }
#pragma acc wait(1)
#pragma acc parallel loop present(img, out, coef) reduction(+:se, nz)
        for (int p = 0; p < W * H; p++) {
            double d = (double)out[p] - img[p];
            se += d * d;
            nz += coef[p] != 0;
        }
    }
    int badc = 0, badp = 0;
    double hse = 0;
    long hnz = 0;
    for (int k = 0; k < BW * BH * 64; k++) {
        badc += coef[k] != hcoef[k];
        hnz += hcoef[k] != 0;
    }
    for (int p = 0; p < W * H; p++) {
        badp += abs(out[p] - hout[p]) > 1;
        hse += ((double)hout[p] - img[p]) * ((double)hout[p] - img[p]);
    }
    double psnr = 10 * log10(255.0 * 255.0 / (se / (W * H)));
    CHECK(badc <= 4);
    CHECK(badp <= 8);
    CHECK(labs(nz - hnz) <= badc);
    CHECK(fabs(se - hse) <= 0.01 * hse + 16);
    CHECK(psnr > 28.0 && psnr < 50.0);
    CHECK(nz < W * H / 3); /* quantisation zeroes most coefficients */
    printf("jpeg: PSNR %.2f dB, %ld non-zero coefficients of %d, %d coefficients and %d pixels differ\n", psnr,
           nz, W * H, badc, badp);
    CHECK_DONE();
}

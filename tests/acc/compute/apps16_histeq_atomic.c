/* Histogram equalisation of an 8-bit image with the histogram built by atomics, as codes wrote
 * it before array reductions: each gang takes a block of rows and counts into a gang-private
 * histogram (`private(local[256])` on the gang loop, 2.9.10) from a `vector` loop with
 * `atomic update` (2.12), then adds its counts to the global histogram with atomics; the CDF
 * is an exclusive-to-inclusive scan in a `serial` construct (2.5.2), the lookup table uses
 * `lroundf` (math.h float), and the mapping is a `collapse(2)` loop. Uses: `num_gangs`,
 * `vector_length`, a `data` region with `create` for the histogram, CDF and table (2.6.5),
 * `update self` of the histogram (2.14.4), a `reduction(min:)` of the first non-zero CDF
 * value and `reduction(+:)` of the output's mean. The histogram, table and image must equal
 * plain C's. */
#include <math.h>
#include <string.h>
#include "check.h"

#define IW 200
#define IH 150
#define ROWS_PER_GANG 10
#define NBIN 256

int main(void)
{
    unsigned char *img = malloc(IW * IH), *out = malloc(IW * IH);
    unsigned hist[NBIN], cdf[NBIN];
    unsigned char lut[NBIN];
    for (int y = 0; y < IH; y++)
        for (int x = 0; x < IW; x++) /* a low-contrast image: values in [60, 140) */
            img[y * IW + x] = (unsigned char)(60 + (x * 7 + y * 13 + (x * y) % 29) % 80);
    unsigned cmin = 0xffffffffu;
    double mean = 0.0;
    const int ngang = IH / ROWS_PER_GANG;
#pragma acc data copyin(img[0:IW * IH]) copyout(out[0:IW * IH]) create(hist, cdf, lut)
    {
#pragma acc parallel loop present(hist)
        for (int b = 0; b < NBIN; b++) hist[b] = 0;
        unsigned local[NBIN];
#pragma acc parallel loop gang num_gangs(ngang) vector_length(128) private(local) \
    present(img[0:IW * IH], hist)
        for (int g = 0; g < ngang; g++) {
#pragma acc loop vector
            for (int b = 0; b < NBIN; b++) local[b] = 0;
#pragma acc loop vector collapse(2)
            for (int y = g * ROWS_PER_GANG; y < (g + 1) * ROWS_PER_GANG; y++)
                for (int x = 0; x < IW; x++) {
                    unsigned char v = img[y * IW + x];
#pragma acc atomic update
                    local[v] += 1u;
                }
#pragma acc loop vector
            for (int b = 0; b < NBIN; b++)
                if (local[b]) {
#pragma acc atomic
                    hist[b] += local[b];
                }
        }
#pragma acc update self(hist)
#pragma acc serial present(hist, cdf)
        {
            unsigned run = 0;
            for (int b = 0; b < NBIN; b++) {
                run += hist[b];
                cdf[b] = run;
            }
        }
#pragma acc parallel loop present(cdf) reduction(min:cmin)
        for (int b = 0; b < NBIN; b++)
            if (cdf[b] > 0 && cdf[b] < cmin) cmin = cdf[b];
#pragma acc parallel loop present(cdf, lut) firstprivate(cmin)
        for (int b = 0; b < NBIN; b++) {
            float v = (float)(cdf[b] - (cdf[b] ? cmin : 0)) / (float)(IW * IH - cmin) * 255.0f;
            lut[b] = cdf[b] ? (unsigned char)lroundf(v) : 0;
        }
#pragma acc parallel loop collapse(2) present(img[0:IW * IH], out[0:IW * IH], lut) reduction(+:mean)
        for (int y = 0; y < IH; y++)
            for (int x = 0; x < IW; x++) {
                out[y * IW + x] = lut[img[y * IW + x]];
                mean += out[y * IW + x];
            }
#pragma acc update self(lut, cdf)
    }
    mean /= IW * IH;
    /* the reference */
    unsigned hh[NBIN] = {0}, hc[NBIN], hmin = 0;
    unsigned char hl[NBIN];
    for (int k = 0; k < IW * IH; k++) hh[img[k]]++;
    unsigned run = 0;
    for (int b = 0; b < NBIN; b++) {
        run += hh[b];
        hc[b] = run;
        if (!hmin && run) hmin = run;
    }
    for (int b = 0; b < NBIN; b++) {
        float v = (float)(hc[b] - (hc[b] ? hmin : 0)) / (float)(IW * IH - hmin) * 255.0f;
        hl[b] = hc[b] ? (unsigned char)lroundf(v) : 0;
    }
    int bh = 0, bl = 0, bo = 0;
    double hmean = 0;
    for (int b = 0; b < NBIN; b++) {
        bh += hist[b] != hh[b] || cdf[b] != hc[b];
        bl += lut[b] != hl[b];
    }
    for (int k = 0; k < IW * IH; k++) {
        bo += out[k] != hl[img[k]];
        hmean += hl[img[k]];
    }
    hmean /= IW * IH;
    CHECK(cmin == hmin);
    CHECK(bh == 0 && bl == 0 && bo == 0);
    CHECK(fabs(mean - hmean) < 1e-9);
    CHECK(hl[139] == 255 && hl[59] == 0); /* the contrast is stretched to the full range */
    printf("histeq: min cdf %u, histogram/cdf wrong %d, lut wrong %d, pixels wrong %d, mean %.2f\n",
           cmin, bh, bl, bo, mean);
    CHECK_DONE();
}

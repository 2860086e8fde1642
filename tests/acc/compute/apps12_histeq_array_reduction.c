/* Histogram equalisation of a batch of 8-bit images with array reductions (spec 2.9.11
 * reduction on an array section, 2.5.3 serial, 2.9.6 collapse, 2.6.5 data): each image's
 * histogram is a `reduction(+:hist[0:256])` over its pixels (a host loop over images, the
 * histograms stored per image by a following `serial` region that also builds the cumulative
 * lookup table), the remapping is a `collapse(2)` loop over (image, pixel), and a second array
 * reduction checks that the equalised histograms are flatter. Checked against the host. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NIMG 4
#define NPIX (64 * 48)

int main(void)
{
    unsigned char *img = malloc(NIMG * NPIX), *out = malloc(NIMG * NPIX);
    static int lut[NIMG][256];
    unsigned s = 21u;
    for (int m = 0; m < NIMG; m++)
        for (int i = 0; i < NPIX; i++) { /* dark, low-contrast images */
            s = s * 1103515245u + 12345u;
            img[m * NPIX + i] = (unsigned char)(40 + 10 * m + (i % 64) / 2 + ((s >> 16) & 15));
        }
    int after[256];
#pragma acc data copyin(img[0:NIMG * NPIX]) copyout(out[0:NIMG * NPIX]) create(lut)
    {
        for (int m = 0; m < NIMG; m++) {
            int hist[256];
            memset(hist, 0, sizeof hist);
#pragma acc parallel loop reduction(+:hist[0:256]) present(img[0:NIMG * NPIX])
            for (int i = 0; i < NPIX; i++) hist[img[m * NPIX + i]]++;
#pragma acc serial copyin(hist) present(lut)
            {
                int c = 0, cmin = -1;
                for (int v = 0; v < 256; v++) {
                    c += hist[v];
                    if (cmin < 0 && c > 0) cmin = c;
                    lut[m][v] = c == 0 ? 0 : (int)((long)(c - cmin) * 255 / (NPIX - cmin));
                }
            }
        }
#pragma acc parallel loop collapse(2) present(img[0:NIMG * NPIX], out[0:NIMG * NPIX], lut)
        for (int m = 0; m < NIMG; m++)
            for (int i = 0; i < NPIX; i++) out[m * NPIX + i] = (unsigned char)lut[m][img[m * NPIX + i]];
        memset(after, 0, sizeof after);
#pragma acc parallel loop reduction(+:after) present(out[0:NIMG * NPIX])
        for (int i = 0; i < NIMG * NPIX; i++) after[out[i]]++;
    }
    int hafter[256] = {0}, lo = 255, hi = 0;
    for (int m = 0; m < NIMG; m++) {
        int hist[256] = {0}, c = 0, cmin = -1, hl[256];
        for (int i = 0; i < NPIX; i++) hist[img[m * NPIX + i]]++;
        for (int v = 0; v < 256; v++) {
            c += hist[v];
            if (cmin < 0 && c > 0) cmin = c;
            hl[v] = c == 0 ? 0 : (int)((long)(c - cmin) * 255 / (NPIX - cmin));
        }
        for (int i = 0; i < NPIX; i++) {
            int o = hl[img[m * NPIX + i]];
            CHECK(out[m * NPIX + i] == o);
            hafter[o]++;
            lo = o < lo ? o : lo;
            hi = o > hi ? o : hi;
        }
    }
    CHECK(memcmp(after, hafter, sizeof after) == 0);
    CHECK(lo == 0 && hi == 255); /* the full range is used */
    free(img); free(out);
    CHECK_DONE();
}

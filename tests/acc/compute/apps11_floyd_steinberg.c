/* Floyd-Steinberg error-diffusion dithering, parallelized as GPU imaging codes do: pixel
 * (y, x) depends on (y, x-1), (y-1, x-1), (y-1, x) and (y-1, x+1), so every pixel with
 * 2*y + x = t can be done at once; the wavefront steps t run on the host, each a `parallel
 * loop gang vector async(1)` over the rows of its front (2.16: one queue keeps the steps in
 * order), one `wait` at the end. The error is kept in a float work image that each pixel
 * gathers from its four upstream neighbours' stored errors, so no two pixels of one front
 * write the same element. Checked exactly against the same gather order on the host (integer
 * weights over 16). */
#include <stdlib.h>
#include "check.h"
#define H 24
#define W 40

#pragma acc routine seq
static int gather(const int *err, int y, int x)
{
    int e = 0;
    if (x > 0) e += 7 * err[y * W + x - 1];
    if (y > 0) {
        if (x > 0) e += 1 * err[(y - 1) * W + x - 1];
        e += 5 * err[(y - 1) * W + x];
        if (x < W - 1) e += 3 * err[(y - 1) * W + x + 1];
    }
    return e;
}

int main(void)
{
    int *img = malloc(H * W * sizeof(int)), *err = malloc(H * W * sizeof(int));
    unsigned char *out = malloc(H * W), *ref = malloc(H * W);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[y * W + x] = (x * 255 / (W - 1) * 16 + y * 5) % (256 * 16);
    int fronts = 0;
#pragma acc data copyin(img[0:H * W]) create(err[0:H * W]) copyout(out[0:H * W])
    {
        for (int t = 0; t <= 2 * (H - 1) + W - 1; t++) {
            int ylo = t - (W - 1) > 0 ? (t - (W - 1) + 1) / 2 : 0;
            int yhi = t / 2 < H - 1 ? t / 2 : H - 1;
#pragma acc parallel loop gang vector async(1)
            for (int y = ylo; y <= yhi; y++) {
                int x = t - 2 * y;
                int v = img[y * W + x] + gather(err, y, x) / 16;
                int o = v >= 128 * 16 ? 255 : 0;
                out[y * W + x] = (unsigned char)o;
                err[y * W + x] = v - o * 16;
            }
            fronts++;
        }
#pragma acc wait(1)
    }
    int *e2 = malloc(H * W * sizeof(int));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = img[y * W + x] + gather(e2, y, x) / 16;
            int o = v >= 128 * 16 ? 255 : 0;
            ref[y * W + x] = (unsigned char)o;
            e2[y * W + x] = v - o * 16;
        }
    int bad = 0, white = 0;
    for (int i = 0; i < H * W; i++) { bad += out[i] != ref[i]; white += ref[i] == 255; }
    CHECK(bad == 0);
    CHECK(fronts == 2 * (H - 1) + W);
    CHECK(white > H * W / 4 && white < H * W * 3 / 4);
    free(img); free(err); free(out); free(ref); free(e2);
    CHECK_DONE();
}

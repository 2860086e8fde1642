/* kernels (2.5.3, 2.9.7): a nest none of whose loops the analysis proves parallel is one
 * serial kernel (as nvc makes it) also when its body declares a fixed-size array: a median
 * filter whose input and output pointers may alias, with `unsigned char win[9]` per pixel.
 * Any array declaration kept the outer loops on the host, and each pixel ran as two
 * one-thread kernel launches (the window's fill and its sort). A variable-length array in
 * the body (`double v[m]`) still keeps its loop on the host (the .minfo pins both). Results
 * are compared with the loops run as written on the host. */
#include <stdlib.h>
#include "check.h"

static void median(int h, int w, const unsigned char *in, unsigned char *out) {
#pragma acc kernels copyin(in[0:h*w]) copyout(out[0:h*w])
    for (int y = 1; y < h - 1; y++)
        for (int x = 1; x < w - 1; x++) {
            unsigned char win[9];
            int c = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) win[c++] = in[(y + dy) * w + x + dx];
            for (int i = 0; i < 5; i++)
                for (int j = i + 1; j < 9; j++)
                    if (win[j] < win[i]) {
                        unsigned char t = win[i];
                        win[i] = win[j];
                        win[j] = t;
                    }
            out[y * w + x] = win[4];
        }
}

static void rows_vla(int n, int m, double *a) {
#pragma acc kernels copy(a[0:n*m])
    for (int i = 1; i < n; i++) {
        double v[m];
        v[0] = a[(i - 1) * m];
        for (int j = 1; j < m; j++) v[j] = v[j - 1] + a[(i - 1) * m + j];
        for (int j = 1; j < m; j++) a[i * m + j] += v[j] + a[i * m + j - 1];
    }
}

int main(void) {
    enum { H = 20, W = 26 };
    unsigned char *img = malloc(H * W), *out = calloc(H * W, 1);
    for (int i = 0; i < H * W; i++) img[i] = (unsigned char)((i * 7919) % 256);
    median(H, W, img, out);
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int below = 0, equal = 0, v = out[y * W + x];
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int p = img[(y + dy) * W + x + dx];
                    below += p < v;
                    equal += p == v;
                }
            CHECK(below <= 4 && below + equal >= 5);
        }
    double a[6 * 5], r[6 * 5];
    for (int k = 0; k < 30; k++) a[k] = r[k] = k % 7;
    rows_vla(6, 5, a);
    for (int i = 1; i < 6; i++) {
        double v[5];
        v[0] = r[(i - 1) * 5];
        for (int j = 1; j < 5; j++) v[j] = v[j - 1] + r[(i - 1) * 5 + j];
        for (int j = 1; j < 5; j++) r[i * 5 + j] += v[j] + r[i * 5 + j - 1];
    }
    for (int k = 0; k < 30; k++) CHECK(a[k] == r[k]);
    free(img);
    free(out);
    CHECK_DONE();
}

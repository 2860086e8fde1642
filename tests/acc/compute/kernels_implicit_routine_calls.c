/* kernels (OpenACC 3.3, 2.15.1, 2.5.3): a function defined in the file without a routine
 * directive gets an implicit `routine seq`, so a loop calling it can be a kernel's loop: Parboil
 * sad's `static inline int iabs(int)` in the sum of absolute differences made every loop around
 * the call "Loop contains a call to 'iabs', which is not a routine": four host loops launching
 * a one-thread kernel per pixel pair. A function calling one of those (`sad1`) qualifies too;
 * one calling a library function that is no math function (`strlen`) keeps its loop on the
 * host, as before. The .minfo beside this file is the schedule. */
#include <string.h>
#include "check.h"

#define R 2
#define DIM (2 * R + 1)
static inline int iabs(int x) { return x < 0 ? -x : x; }
static int sad1(int a, int b) { return iabs(a - b); }
static int host_len(int x) { return x + (int)strlen("ab"); }

static void sad(unsigned short *restrict out, const unsigned short *restrict f,
                const unsigned short *restrict g, int w, int h) {
#pragma acc kernels copyin(f[0:w*h], g[0:w*h]) copyout(out[0:w*h*DIM*DIM])
    for (int p = 0; p < w * h; p++) {
        int x0 = p % w, y0 = p / w;
        for (int pos = 0; pos < DIM * DIM; pos++) {
            int dx = pos % DIM - R, dy = pos / DIM - R, s = 0;
            for (int y = 0; y < 2; y++)
                for (int x = 0; x < 2; x++) {
                    int rx = (x0 + x + dx + w) % w, ry = (y0 + y + dy + h) % h;
                    s += sad1(f[((y0 + y) % h) * w + (x0 + x) % w], g[ry * w + rx]);
                }
            out[p * DIM * DIM + pos] = s;
        }
    }
}

int main(void) {
    int w = 12, h = 9, n = w * h * DIM * DIM;
    unsigned short f[12 * 9], g[12 * 9], out[12 * 9 * DIM * DIM];
    for (int i = 0; i < w * h; i++) {
        f[i] = (i * 37) % 251;
        g[i] = (i * 41 + 7) % 251;
    }
    sad(out, f, g, w, h);
    int bad = 0;
    for (int p = 0; p < w * h; p++)
        for (int pos = 0; pos < DIM * DIM; pos++) {
            int x0 = p % w, y0 = p / w, dx = pos % DIM - R, dy = pos / DIM - R, s = 0;
            for (int y = 0; y < 2; y++)
                for (int x = 0; x < 2; x++) {
                    int a = f[((y0 + y) % h) * w + (x0 + x) % w];
                    int b = g[((y0 + y + dy + h) % h) * w + (x0 + x + dx + w) % w];
                    s += a > b ? a - b : b - a;
                }
            bad += out[p * DIM * DIM + pos] != s;
        }
    CHECK(bad == 0);
    int c[16];
#pragma acc kernels copyout(c)
    for (int i = 0; i < 16; i++) c[i] = host_len(i);
    for (int i = 0; i < 16; i++) CHECK(c[i] == i + 2);
    (void)n;
    CHECK_DONE();
}

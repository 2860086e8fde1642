/* The Hough transform for lines as vision codes vote it: edge pixels of a synthetic image,
 * one pixel per iteration of `parallel loop collapse(2)` voting into an `int` accumulator over
 * (theta, rho) with `atomic update` (2.12), the angle tables `declare create` globals filled
 * by a `parallel loop` and their host copies refreshed with `update self` (2.13, 2.14.4), the
 * strongest cell found by a packed `max` reduction (votes << 16 | cell) in `kernels` (2.11),
 * and a local-maximum count in a second `parallel loop collapse(2)`. The votes use integer
 * rho bins from rounding, which rounding on the host reproduces; checked against the host. */
#include <math.h>
#include <string.h>
#include "check.h"
#define W 64
#define H 48
#define NTH 90
#define NRHO 160
#define RHO0 80
float ct[NTH], st[NTH];
#pragma acc declare create(ct, st)

int main(void)
{
    static unsigned char img[H][W];
    static int acc[NTH][NRHO], hacc[NTH][NRHO];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = y == 20 || x == 2 * y / 3 + 10 || (x == 50 && y > 5 && y < 40);
#pragma acc parallel loop present(ct, st)
    for (int t = 0; t < NTH; t++) { ct[t] = cosf(t * 3.14159265f / NTH); st[t] = sinf(t * 3.14159265f / NTH); }
#pragma acc update self(ct, st)
    long best = 0;
    int peaks = 0;
#pragma acc data copyin(img) copy(acc)
    {
#pragma acc parallel loop collapse(2) present(img, acc, ct, st)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                if (!img[y][x]) continue;
                for (int t = 0; t < NTH; t++) {
                    int r = (int)lrintf(x * ct[t] + y * st[t]) + RHO0;
                    if (r >= 0 && r < NRHO) {
#pragma acc atomic update
                        acc[t][r] += 1;
                    }
                }
            }
#pragma acc kernels present(acc)
        {
#pragma acc loop independent collapse(2) reduction(max:best)
            for (int t = 0; t < NTH; t++)
                for (int r = 0; r < NRHO; r++) {
                    long key = (long)acc[t][r] << 16 | (t * NRHO + r);
                    best = key > best ? key : best;
                }
        }
#pragma acc parallel loop collapse(2) present(acc) reduction(+:peaks)
        for (int t = 1; t < NTH - 1; t++)
            for (int r = 1; r < NRHO - 1; r++) {
                int v = acc[t][r];
                peaks += v >= 20 && v > acc[t - 1][r] && v > acc[t + 1][r] && v >= acc[t][r - 1] && v > acc[t][r + 1];
            }
    }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (img[y][x])
                for (int t = 0; t < NTH; t++) {
                    int r = (int)lrintf(x * ct[t] + y * st[t]) + RHO0;
                    if (r >= 0 && r < NRHO) hacc[t][r]++;
                }
    /* the host votes with the device's tables (update self above); a GPU compiler may still
     * contract x * ct + y * st into an fma, which can move a vote across a bin edge */
    int diff = 0, total = 0;
    for (int t = 0; t < NTH; t++)
        for (int r = 0; r < NRHO; r++) { diff += abs(acc[t][r] - hacc[t][r]); total += acc[t][r]; }
    CHECK(diff <= 4);
    int bt = (int)(best & 0xffff) / NRHO, br = (int)(best & 0xffff) % NRHO;
    CHECK((best >> 16) == acc[bt][br] && acc[bt][br] >= W - 2);
    /* the row y == 20: theta = 90 degrees (index NTH / 2), rho = 20 */
    CHECK(bt == NTH / 2 && br == 20 + RHO0);
    CHECK(peaks >= 2 && total > 100 * NTH);
    CHECK_DONE();
}

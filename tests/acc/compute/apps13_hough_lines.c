/* Hough transform for lines as vision codes write it (spec 2.12 atomic update, 2.12 atomic
 * capture, 2.9 loop gang vector, 2.6.5 data, 2.9.11 reduction max): each edge pixel votes
 * into an (angle, rho) accumulator with `atomic update`; a second loop records the first few
 * peaks through an `atomic capture` slot counter. The accumulator must equal the host's; the
 * peak list is compared as a set. Sin/cos tables come from a `serial` setup region. */
#include <math.h>
#include "check.h"
#define W 64
#define H 64
#define NT 90
#define NR 182 /* rho in [-91, 90] */
#define MAXP 64

int main(void)
{
    static unsigned char edge[W * H];
    static int acc[NT * NR], hacc[NT * NR];
    static int ctab[NT], stab[NT];
    int peaks[MAXP], npk = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            edge[y * W + x] = (y == x / 2 + 10) || (x == 40) || ((x * 7 + y * 13) % 97 == 0);
    for (int n = 0; n < NT * NR; n++) acc[n] = 0;
#pragma acc data copyin(edge) copy(acc) create(ctab, stab) copyout(peaks)
    {
#pragma acc serial present(ctab, stab)
        for (int t = 0; t < NT; t++) {
            double th = 3.14159265358979 * t / NT;
            ctab[t] = (int)lround(1024.0 * cos(th));
            stab[t] = (int)lround(1024.0 * sin(th));
        }
#pragma acc parallel loop gang vector collapse(2) present(edge, acc, ctab, stab)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                if (!edge[y * W + x]) continue;
                for (int t = 0; t < NT; t++) {
                    int rho = (x * ctab[t] + y * stab[t]) / 1024 + 91;
                    if (rho >= 0 && rho < NR) {
#pragma acc atomic update
                        acc[t * NR + rho] += 1;
                    }
                }
            }
#pragma acc parallel loop gang vector present(acc, peaks) copy(npk)
        for (int n = 0; n < NT * NR; n++) {
            if (acc[n] >= 30) {
                int slot;
#pragma acc atomic capture
                slot = npk++;
                if (slot < MAXP) peaks[slot] = n;
            }
        }
    }
    for (int n = 0; n < NT * NR; n++) hacc[n] = 0;
    for (int t = 0; t < NT; t++) {
        double th = 3.14159265358979 * t / NT;
        ctab[t] = (int)lround(1024.0 * cos(th));
        stab[t] = (int)lround(1024.0 * sin(th));
    }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            if (!edge[y * W + x]) continue;
            for (int t = 0; t < NT; t++) {
                int rho = (x * ctab[t] + y * stab[t]) / 1024 + 91;
                if (rho >= 0 && rho < NR) hacc[t * NR + rho]++;
            }
        }
    int hn = 0;
    for (int n = 0; n < NT * NR; n++) {
        CHECK(acc[n] == hacc[n]);
        hn += hacc[n] >= 30;
    }
    CHECK(npk == hn);
    CHECK(hn > 0 && hn <= MAXP);
    for (int k = 0; k < npk && k < MAXP; k++) {
        CHECK(peaks[k] >= 0 && peaks[k] < NT * NR);
        CHECK(hacc[peaks[k]] >= 30);
        for (int l = 0; l < k; l++) CHECK(peaks[l] != peaks[k]);
    }
    CHECK_DONE();
}

/* Pulse-Doppler radar processing as signal-processing codes write it: the echoes of point
 * targets in a (pulse, range) matrix of re/im pairs with LCG noise, the Doppler spectrum of
 * every range bin a DFT over the pulses (one range bin per iteration of a `parallel loop gang`,
 * the Doppler bins a `loop vector` with a sequential sum inside, twiddles from a `declare
 * copyin` table of `float2`-like structs, 2.13.2), then cell-averaging CFAR over range for
 * every Doppler bin (`parallel loop collapse(2)` with guard and training windows), the
 * detections appended to a list with `atomic capture` (2.12) and counted. The power map and
 * the sorted detection list are checked against the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NP 32
#define NR 128
#define GUARD 2
#define TRAIN 8
typedef struct { double re, im; } cplx;
cplx tw[NP];
#pragma acc declare copyin(tw)

static int cmpi(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    static cplx echo[NP][NR];
    static double pw[NP][NR], hpw[NP][NR];
    static int det[NP * NR], hdet[NP * NR];
    const double pi = 3.14159265358979;
    for (int k = 0; k < NP; k++) { tw[k].re = cos(-2 * pi * k / NP); tw[k].im = sin(-2 * pi * k / NP); }
#pragma acc update device(tw)
    unsigned s = 31;
    int tr[3] = {30, 64, 100}, td[3] = {5, 20, 27};
    double ta[3] = {4.0, 2.5, 3.0};
    for (int p = 0; p < NP; p++)
        for (int r = 0; r < NR; r++) {
            s = s * 1664525u + 1013904223u;
            double nr = ((s >> 8) / 16777216.0 - 0.5) * 0.6;
            s = s * 1664525u + 1013904223u;
            double ni = ((s >> 8) / 16777216.0 - 0.5) * 0.6;
            echo[p][r].re = nr; echo[p][r].im = ni;
            for (int t = 0; t < 3; t++)
                if (r == tr[t]) {
                    echo[p][r].re += ta[t] * cos(2 * pi * td[t] * p / NP);
                    echo[p][r].im += ta[t] * sin(2 * pi * td[t] * p / NP);
                }
        }
    int ndet = 0;
    const double scale = 12.0;
#pragma acc data copyin(echo) copyout(pw, det) copy(ndet)
    {
#pragma acc parallel loop gang present(echo, pw, tw)
        for (int r = 0; r < NR; r++) {
#pragma acc loop vector
            for (int d = 0; d < NP; d++) {
                double re = 0.0, im = 0.0;
                for (int p = 0; p < NP; p++) {
                    cplx w = tw[(d * p) % NP];
                    re += echo[p][r].re * w.re - echo[p][r].im * w.im;
                    im += echo[p][r].re * w.im + echo[p][r].im * w.re;
                }
                pw[d][r] = re * re + im * im;
            }
        }
#pragma acc parallel loop collapse(2) present(pw, det, ndet)
        for (int d = 0; d < NP; d++)
            for (int r = GUARD + TRAIN; r < NR - GUARD - TRAIN; r++) {
                double noise = 0.0;
                for (int k = GUARD + 1; k <= GUARD + TRAIN; k++) noise += pw[d][r - k] + pw[d][r + k];
                noise /= 2 * TRAIN;
                if (pw[d][r] > scale * noise) {
                    int slot;
#pragma acc atomic capture
                    slot = ndet++;
                    det[slot] = d * NR + r;
                }
            }
    }
    int hn = 0;
    for (int r = 0; r < NR; r++)
        for (int d = 0; d < NP; d++) {
            double re = 0.0, im = 0.0;
            for (int p = 0; p < NP; p++) {
                cplx w = tw[(d * p) % NP];
                re += echo[p][r].re * w.re - echo[p][r].im * w.im;
                im += echo[p][r].re * w.im + echo[p][r].im * w.re;
            }
            hpw[d][r] = re * re + im * im;
        }
    double e = 0.0;
    for (int d = 0; d < NP; d++)
        for (int r = 0; r < NR; r++) e = fmax(e, fabs(pw[d][r] - hpw[d][r]) / (1.0 + hpw[d][r]));
    CHECK(e < 1e-9);
    for (int d = 0; d < NP; d++)
        for (int r = GUARD + TRAIN; r < NR - GUARD - TRAIN; r++) {
            double noise = 0.0;
            for (int k = GUARD + 1; k <= GUARD + TRAIN; k++) noise += hpw[d][r - k] + hpw[d][r + k];
            if (hpw[d][r] > scale * noise / (2 * TRAIN)) hdet[hn++] = d * NR + r;
        }
    qsort(det, ndet, sizeof(int), cmpi);
    CHECK(ndet == hn && memcmp(det, hdet, hn * sizeof(int)) == 0);
    int found = 0;
    for (int t = 0; t < 3; t++)
        for (int k = 0; k < ndet; k++) found += det[k] == td[t] * NR + tr[t];
    CHECK(found == 3 && ndet < 12);
    CHECK_DONE();
}

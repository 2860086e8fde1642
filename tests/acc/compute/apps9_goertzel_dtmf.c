/* A DTMF decoder bank as telephony DSP codes write it: the eight DTMF tones' powers in every
 * frame of every channel by the Goertzel recurrence, in `kernels` (2.11) with `loop
 * independent collapse(2)` over the channels and frames (nvc too cannot prove the member
 * stores apart from what the member pointer and the global table reach), on an array of
 * channel structs holding a pointer to their samples and a fixed array of per-tone powers
 * (`ch[c].power[f][t]`); the coefficients a file-scope `declare create` table set by `update
 * device` (2.13, 2.14.4), each channel's samples attached by `enter data` of the struct array
 * and then of the members (2.7.2); then the key decision per frame (strongest row and column
 * tone, twist and threshold tests) in a `parallel loop collapse(2)`, the recognized keys
 * counted with a `+` reduction. Checked against the keys the signal was built from and the
 * host's powers. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NCH 6
#define NF 8
#define FL 205
#define FS 8000.0
static const double freq[8] = {697, 770, 852, 941, 1209, 1336, 1477, 1633};
double coef[8];
#pragma acc declare create(coef)
typedef struct { float *x; double power[NF][8]; int key[NF]; } channel_t;
static const char keys[16] = {'1', '2', '3', 'A', '4', '5', '6', 'B', '7', '8', '9', 'C', '*', '0', '#', 'D'};

int main(void)
{
    channel_t *ch = malloc(NCH * sizeof(channel_t));
    int want[NCH][NF];
    for (int c = 0; c < NCH; c++) {
        ch[c].x = malloc(NF * FL * sizeof(float));
        for (int f = 0; f < NF; f++) {
            int k = (c * 5 + f * 3) % 17;
            want[c][f] = k < 16 ? k : -1;
            for (int n = 0; n < FL; n++) {
                double t = n / FS, v = 0.05 * sin(12345.0 * (c + 1) * (n + 1));
                if (k < 16) v += 0.5 * sin(2 * 3.14159265358979 * freq[k / 4] * t) + 0.4 * sin(2 * 3.14159265358979 * freq[4 + k % 4] * t);
                ch[c].x[f * FL + n] = (float)v;
            }
        }
    }
    for (int t = 0; t < 8; t++) coef[t] = 2.0 * cos(2 * 3.14159265358979 * (int)(0.5 + FL * freq[t] / FS) / FL);
#pragma acc update device(coef)
#pragma acc enter data copyin(ch[0:NCH])
    for (int c = 0; c < NCH; c++) {
#pragma acc enter data copyin(ch[c].x[0:NF*FL])
    }
    int found = 0;
#pragma acc kernels present(ch[0:NCH], coef)
#pragma acc loop independent collapse(2)
    for (int c = 0; c < NCH; c++)
        for (int f = 0; f < NF; f++)
            for (int t = 0; t < 8; t++) {
                double s1 = 0.0, s2 = 0.0;
                for (int n = 0; n < FL; n++) {
                    double s = ch[c].x[f * FL + n] + coef[t] * s1 - s2;
                    s2 = s1; s1 = s;
                }
                ch[c].power[f][t] = s1 * s1 + s2 * s2 - coef[t] * s1 * s2;
            }
#pragma acc parallel loop collapse(2) present(ch[0:NCH]) reduction(+:found)
    for (int c = 0; c < NCH; c++)
        for (int f = 0; f < NF; f++) {
            int r = 0, q = 4;
            for (int t = 1; t < 4; t++) if (ch[c].power[f][t] > ch[c].power[f][r]) r = t;
            for (int t = 5; t < 8; t++) if (ch[c].power[f][t] > ch[c].power[f][q]) q = t;
            double pr = ch[c].power[f][r], pc = ch[c].power[f][q];
            int ok = pr > 100.0 && pc > 100.0 && pr < 8.0 * pc && pc < 8.0 * pr;
            ch[c].key[f] = ok ? r * 4 + (q - 4) : -1;
            found += ok;
        }
    for (int c = 0; c < NCH; c++) {
#pragma acc exit data delete(ch[c].x[0:NF*FL])
    }
#pragma acc exit data copyout(ch[0:NCH])
    int bad = 0, nk = 0;
    double e = 0.0;
    char got[NCH * NF + 1];
    for (int c = 0; c < NCH; c++)
        for (int f = 0; f < NF; f++) {
            bad += ch[c].key[f] != want[c][f];
            nk += want[c][f] >= 0;
            got[c * NF + f] = ch[c].key[f] >= 0 ? keys[ch[c].key[f]] : '-';
            for (int t = 0; t < 8; t++) {
                double s1 = 0.0, s2 = 0.0;
                for (int n = 0; n < FL; n++) { double s = ch[c].x[f * FL + n] + coef[t] * s1 - s2; s2 = s1; s1 = s; }
                double p = s1 * s1 + s2 * s2 - coef[t] * s1 * s2;
                e = fmax(e, fabs(p - ch[c].power[f][t]) / (1.0 + p));
            }
        }
    got[NCH * NF] = 0;
    CHECK(bad == 0 && found == nk && got[0] == '1');
    CHECK(e < 1e-9);
    for (int c = 0; c < NCH; c++) free(ch[c].x);
    free(ch);
    CHECK_DONE();
}

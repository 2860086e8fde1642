/* Mel-frequency cepstral coefficients per audio frame, as speech front ends port them (spec
 * 2.9 loop gang/vector, 2.9.10 private on a gang loop, 2.13 declare copyin, 2.6.5 data): one gang
 * per frame keeps the frame's power spectrum and mel energies in gang-`private` arrays shared
 * by its vector lanes; `loop vector` loops window and transform the frame (a direct DFT per bin),
 * apply the triangular filterbank (weights in a host-built table) and take the DCT of the log
 * energies; the Hamming window is a `declare copyin` global. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NFR 40
#define FLEN 64
#define HOP 32
#define NBIN (FLEN / 2 + 1)
#define NMEL 12
#define NCEP 8
#define NSIG ((NFR - 1) * HOP + FLEN)

float win[FLEN];
#pragma acc declare copyin(win)

static void host_frame(const float *x, const float *fb, float *out)
{
    float pw[NBIN], me[NMEL];
    for (int k = 0; k < NBIN; k++) {
        float re = 0, im = 0;
        for (int n = 0; n < FLEN; n++) {
            float w = win[n] * x[n], a = 6.2831853f * (float)(k * n % FLEN) / FLEN;
            re += w * cosf(a); im -= w * sinf(a);
        }
        pw[k] = (re * re + im * im) / FLEN;
    }
    for (int m = 0; m < NMEL; m++) {
        float e = 1e-6f;
        for (int k = 0; k < NBIN; k++) e += fb[m * NBIN + k] * pw[k];
        me[m] = logf(e);
    }
    for (int c = 0; c < NCEP; c++) {
        float t = 0;
        for (int m = 0; m < NMEL; m++) t += me[m] * cosf(3.14159265f * c * (m + 0.5f) / NMEL);
        out[c] = t;
    }
}

int main(void)
{
    for (int n = 0; n < FLEN; n++) win[n] = 0.54f - 0.46f * cosf(6.2831853f * n / (FLEN - 1));
#pragma acc update device(win)
    float *sig = malloc(NSIG * sizeof(float)), *fb = calloc(NMEL * NBIN, sizeof(float));
    float *cep = malloc(NFR * NCEP * sizeof(float)), *hc = malloc(NCEP * sizeof(float));
    for (int i = 0; i < NSIG; i++) {
        float f = 0.05f + 0.3f * i / NSIG; /* a chirp with a harmonic */
        sig[i] = sinf(f * i) + 0.3f * sinf(2.7f * f * i);
    }
    /* triangular filters, centres evenly spaced on the mel scale */
    float mel_hi = 2595.0f * log10f(1.0f + 4000.0f / 700.0f), cen[NMEL + 2];
    for (int m = 0; m < NMEL + 2; m++) {
        float mel = mel_hi * m / (NMEL + 1);
        cen[m] = (700.0f * (powf(10.0f, mel / 2595.0f) - 1.0f)) / 4000.0f * (NBIN - 1);
    }
    for (int m = 0; m < NMEL; m++)
        for (int k = 0; k < NBIN; k++) {
            float l = cen[m], c = cen[m + 1], r = cen[m + 2], w = 0;
            if (k > l && k <= c) w = (k - l) / (c - l);
            else if (k > c && k < r) w = (r - k) / (r - c);
            fb[m * NBIN + k] = w;
        }
    float pw[NBIN], me[NMEL];
#pragma acc parallel loop gang private(pw, me) copyin(sig[0:NSIG], fb[0:NMEL * NBIN]) copyout(cep[0:NFR * NCEP])
    for (int f = 0; f < NFR; f++) {
        const float *x = sig + f * HOP;
#pragma acc loop vector
        for (int k = 0; k < NBIN; k++) {
            float re = 0, im = 0;
            for (int n = 0; n < FLEN; n++) {
                float w = win[n] * x[n], a = 6.2831853f * (float)(k * n % FLEN) / FLEN;
                re += w * cosf(a); im -= w * sinf(a);
            }
            pw[k] = (re * re + im * im) / FLEN;
        }
#pragma acc loop vector
        for (int m = 0; m < NMEL; m++) {
            float e = 1e-6f;
            for (int k = 0; k < NBIN; k++) e += fb[m * NBIN + k] * pw[k];
            me[m] = logf(e);
        }
#pragma acc loop vector
        for (int c = 0; c < NCEP; c++) {
            float t = 0;
            for (int m = 0; m < NMEL; m++) t += me[m] * cosf(3.14159265f * c * (m + 0.5f) / NMEL);
            cep[f * NCEP + c] = t;
        }
    }
    float md = 0, mx = 0;
    for (int f = 0; f < NFR; f++) {
        host_frame(sig + f * HOP, fb, hc);
        for (int c = 0; c < NCEP; c++) {
            md = fmaxf(md, fabsf(hc[c] - cep[f * NCEP + c]));
            mx = fmaxf(mx, fabsf(hc[c]));
        }
    }
    CHECK(mx > 1.0f);
    CHECK(md < 2e-3f * mx);
    free(sig); free(fb); free(cep); free(hc);
    CHECK_DONE();
}

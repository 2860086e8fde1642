/* A convolution layer by im2col + GEMM followed by batch normalization and ReLU, as deep
 * learning codes write it in OpenACC: the input batch (NCHW) unrolled into a column matrix by
 * a `parallel loop collapse(3)` (zero padding through an indexing macro), the GEMM with the
 * filters as `parallel loop gang collapse(2)` over (output channel, image) and `loop vector`
 * over pixels with a sequential dot product, the per-channel mean and variance as array
 * reductions (`reduction(+:sum[0:CO], sq[0:CO])`, 2.5.15 / 2.9.11) over a collapsed loop,
 * then the normalization with learned scale and shift and a ReLU in `kernels` (`loop
 * independent`: the member pointers may alias the output as far as the analysis knows). Layer
 * parameters live in a struct of arrays deep-copied by `enter data` and attach. Checked
 * against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NBT 3
#define CI 3
#define CO 6
#define HH 12
#define WW 10
#define KS 3
#define PAD 1
#define KK (CI * KS * KS)
#define PIX (HH * WW)
#define IN(n, c, y, x) in[(((n) * CI + (c)) * HH + (y)) * WW + (x)]

typedef struct { float *w, *gamma, *beta; } layer_t;

int main(void)
{
    float *in = malloc(NBT * CI * PIX * sizeof(float)), *col = malloc((size_t)NBT * KK * PIX * sizeof(float));
    float *out = malloc(NBT * CO * PIX * sizeof(float)), *ref = malloc(NBT * CO * PIX * sizeof(float));
    layer_t L = {malloc(CO * KK * sizeof(float)), malloc(CO * sizeof(float)), malloc(CO * sizeof(float))};
    for (int i = 0; i < NBT * CI * PIX; i++) in[i] = sinf(0.1f * i) + 0.2f * (i % 5);
    for (int i = 0; i < CO * KK; i++) L.w[i] = cosf(0.37f * i) * 0.3f;
    for (int c = 0; c < CO; c++) { L.gamma[c] = 1.0f + 0.1f * c; L.beta[c] = 0.05f * c - 0.1f; }
    layer_t *lp = &L;
#pragma acc enter data copyin(lp[0:1])
#pragma acc enter data copyin(lp->w[0:CO * KK], lp->gamma[0:CO], lp->beta[0:CO])
    float sum[CO], sq[CO], mean[CO], istd[CO];
    for (int c = 0; c < CO; c++) sum[c] = sq[c] = 0.0f;
#pragma acc data copyin(in[0:NBT * CI * PIX]) create(col[0:NBT * KK * PIX]) copyout(out[0:NBT * CO * PIX]) create(mean, istd)
    {
#pragma acc parallel loop collapse(3)
        for (int n = 0; n < NBT; n++)
            for (int k = 0; k < KK; k++)
                for (int p = 0; p < PIX; p++) {
                    int c = k / (KS * KS), ky = k / KS % KS, kx = k % KS;
                    int y = p / WW + ky - PAD, x = p % WW + kx - PAD;
                    col[((size_t)n * KK + k) * PIX + p] = (y >= 0 && y < HH && x >= 0 && x < WW) ? IN(n, c, y, x) : 0.0f;
                }
#pragma acc parallel loop gang collapse(2) present(lp[0:1])
        for (int o = 0; o < CO; o++)
            for (int n = 0; n < NBT; n++) {
#pragma acc loop vector
                for (int p = 0; p < PIX; p++) {
                    float s = 0.0f;
                    for (int k = 0; k < KK; k++) s += lp->w[o * KK + k] * col[((size_t)n * KK + k) * PIX + p];
                    out[(n * CO + o) * PIX + p] = s;
                }
            }
#pragma acc parallel loop collapse(3) reduction(+:sum[0:CO], sq[0:CO])
        for (int n = 0; n < NBT; n++)
            for (int o = 0; o < CO; o++)
                for (int p = 0; p < PIX; p++) {
                    float v = out[(n * CO + o) * PIX + p];
                    sum[o] += v;
                    sq[o] += v * v;
                }
        for (int c = 0; c < CO; c++) {
            mean[c] = sum[c] / (NBT * PIX);
            istd[c] = 1.0f / sqrtf(sq[c] / (NBT * PIX) - mean[c] * mean[c] + 1e-5f);
        }
#pragma acc update device(mean, istd)
#pragma acc kernels present(lp[0:1])
#pragma acc loop independent /* lp->gamma might alias out as far as the compiler knows */
        for (int i = 0; i < NBT * CO * PIX; i++) {
            int o = i / PIX % CO;
            float v = lp->gamma[o] * (out[i] - mean[o]) * istd[o] + lp->beta[o];
            out[i] = v > 0.0f ? v : 0.0f;
        }
    }
#pragma acc exit data delete(lp->w[0:CO * KK], lp->gamma[0:CO], lp->beta[0:CO])
#pragma acc exit data delete(lp[0:1])
    /* host: direct convolution */
    for (int n = 0; n < NBT; n++)
        for (int o = 0; o < CO; o++)
            for (int p = 0; p < PIX; p++) {
                float s = 0.0f;
                for (int k = 0; k < KK; k++) {
                    int c = k / (KS * KS), ky = k / KS % KS, kx = k % KS;
                    int y = p / WW + ky - PAD, x = p % WW + kx - PAD;
                    s += L.w[o * KK + k] * ((y >= 0 && y < HH && x >= 0 && x < WW) ? IN(n, c, y, x) : 0.0f);
                }
                ref[(n * CO + o) * PIX + p] = s;
            }
    float md = 0;
    int pos = 0;
    for (int o = 0; o < CO; o++) {
        double s = 0, q = 0;
        for (int n = 0; n < NBT; n++)
            for (int p = 0; p < PIX; p++) { double v = ref[(n * CO + o) * PIX + p]; s += v; q += v * v; }
        double m = s / (NBT * PIX), is = 1.0 / sqrt(q / (NBT * PIX) - m * m + 1e-5);
        for (int n = 0; n < NBT; n++)
            for (int p = 0; p < PIX; p++) {
                double v = L.gamma[o] * (ref[(n * CO + o) * PIX + p] - m) * is + L.beta[o];
                v = v > 0 ? v : 0;
                md = fmaxf(md, fabsf((float)v - out[(n * CO + o) * PIX + p]));
                pos += v > 0;
            }
    }
    CHECK(md < 2e-3f);
    CHECK(pos > NBT * CO * PIX / 4);
    free(in); free(col); free(out); free(ref); free(L.w); free(L.gamma); free(L.beta);
    CHECK_DONE();
}

/* A batched LSTM cell unrolled over a short sequence, as inference codes offload it: one
 * sequence per gang (`parallel loop gang num_gangs(B) num_workers(4) vector_length(32)`), the
 * four gate pre-activations by a `routine worker` matrix-vector helper (rows over workers, the
 * dot product a `loop vector reduction(+:s)` inside, 2.15.1) called from gang-redundant code,
 * the cell update a `loop worker vector` over hidden units through `routine seq` sigmoid and
 * tanh, the state in gang-private arrays (`private(h, c, g)`), and the final hidden states
 * written out. Weights `copyin` by a `data` region, `present` in the construct. Checked against
 * the host's cell. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define B 24
#define T 6
#define NI 12
#define NH 16

#pragma acc routine seq
static float sigm(float x) { return 1.0f / (1.0f + expf(-x)); }

#pragma acc routine worker
static void gates(const float *restrict W, const float *restrict U, const float *restrict bias,
                  const float *restrict x, const float *restrict h, float *restrict g)
{
#pragma acc loop worker
    for (int r = 0; r < 4 * NH; r++) {
        float s = 0;
#pragma acc loop vector reduction(+:s)
        for (int k = 0; k < NI; k++) s += W[r * NI + k] * x[k];
        float t = 0;
#pragma acc loop vector reduction(+:t)
        for (int k = 0; k < NH; k++) t += U[r * NH + k] * h[k];
        g[r] = s + t + bias[r];
    }
}

static void host_seq(const float *W, const float *U, const float *bias, const float *xs, float *hout)
{
    float h[NH] = {0}, c[NH] = {0}, g[4 * NH];
    for (int t = 0; t < T; t++) {
        const float *x = xs + t * NI;
        for (int r = 0; r < 4 * NH; r++) {
            float s = 0, u = 0;
            for (int k = 0; k < NI; k++) s += W[r * NI + k] * x[k];
            for (int k = 0; k < NH; k++) u += U[r * NH + k] * h[k];
            g[r] = s + u + bias[r];
        }
        for (int j = 0; j < NH; j++) {
            float ig = sigm(g[j]), fg = sigm(g[NH + j]), og = sigm(g[2 * NH + j]), cc = tanhf(g[3 * NH + j]);
            c[j] = fg * c[j] + ig * cc;
            h[j] = og * tanhf(c[j]);
        }
    }
    for (int j = 0; j < NH; j++) hout[j] = h[j];
}

int main(void)
{
    float *W = malloc(4 * NH * NI * sizeof(float)), *U = malloc(4 * NH * NH * sizeof(float)), *bias = malloc(4 * NH * sizeof(float));
    float *xs = malloc(B * T * NI * sizeof(float)), *hout = malloc(B * NH * sizeof(float)), *ref = malloc(NH * sizeof(float));
    unsigned s = 12;
#define RND() (s = s * 1664525u + 1013904223u, ((int)((s >> 9) % 2001) - 1000) / 2000.0f)
    for (int k = 0; k < 4 * NH * NI; k++) W[k] = RND();
    for (int k = 0; k < 4 * NH * NH; k++) U[k] = RND();
    for (int k = 0; k < 4 * NH; k++) bias[k] = RND() * 0.2f;
    for (int k = 0; k < B * T * NI; k++) xs[k] = RND() * 2.0f;
    float h[NH], c[NH], g[4 * NH];
#pragma acc data copyin(W[0:4*NH*NI], U[0:4*NH*NH], bias[0:4*NH], xs[0:B*T*NI]) copyout(hout[0:B*NH])
    {
#pragma acc parallel loop gang num_gangs(B) num_workers(4) vector_length(32) private(h, c, g) present(W[0:4*NH*NI], U[0:4*NH*NH], bias[0:4*NH], xs[0:B*T*NI], hout[0:B*NH])
        for (int b = 0; b < B; b++) {
#pragma acc loop worker vector
            for (int j = 0; j < NH; j++) { h[j] = 0; c[j] = 0; }
            for (int t = 0; t < T; t++) {
                gates(W, U, bias, xs + (b * T + t) * NI, h, g);
#pragma acc loop worker vector
                for (int j = 0; j < NH; j++) {
                    float ig = sigm(g[j]), fg = sigm(g[NH + j]), og = sigm(g[2 * NH + j]), cc = tanhf(g[3 * NH + j]);
                    c[j] = fg * c[j] + ig * cc;
                    h[j] = og * tanhf(c[j]);
                }
            }
#pragma acc loop worker vector
            for (int j = 0; j < NH; j++) hout[b * NH + j] = h[j];
        }
    }
    float err = 0, mag = 0;
    for (int b = 0; b < B; b++) {
        host_seq(W, U, bias, xs + b * T * NI, ref);
        for (int j = 0; j < NH; j++) { err = fmaxf(err, fabsf(ref[j] - hout[b * NH + j])); mag += fabsf(ref[j]); }
    }
    CHECK(err < 1e-4f);
    CHECK(mag > 1.0f);
    free(W); free(U); free(bias); free(xs); free(hout); free(ref);
    CHECK_DONE();
}

/* 3-D acoustic wave propagation as seismic modelling codes write it (spec 2.5.3 kernels, 2.9.6
 * collapse, 2.6.5 data, 2.7.6 present, 2.14.4 update): second order in time, fourth order in
 * space on a flattened grid behind an indexing macro, three time levels rotated by pointer
 * swaps inside one `data` region, a Cerjan sponge (damping factors computed on the host) on
 * the absorbing boundaries, a Ricker source injected and a receiver recorded by `serial`
 * regions each step, and the wavefield brought back by `update self` every 10 steps for a
 * snapshot energy. Checked against the same scheme on the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NX 24
#define NY 20
#define NZ 18
#define NB 5
#define NT 60
#define NN (NX * NY * NZ)
#define IDX(i, j, k) (((i) * NY + (j)) * NZ + (k))
#define C0 (-2.5f * 3.0f)
#define C1 (4.0f / 3.0f)
#define C2 (-1.0f / 12.0f)

static void step_dev(const float *restrict p0, const float *restrict p1, float *restrict p2,
                     const float *restrict v2, const float *restrict damp)
{
#pragma acc kernels present(p0[0:NN], p1[0:NN], p2[0:NN], v2[0:NN], damp[0:NN])
#pragma acc loop independent collapse(3)
    for (int i = 2; i < NX - 2; i++)
        for (int j = 2; j < NY - 2; j++)
            for (int k = 2; k < NZ - 2; k++) {
                float lap = C0 * p1[IDX(i, j, k)]
                    + C1 * (p1[IDX(i + 1, j, k)] + p1[IDX(i - 1, j, k)] + p1[IDX(i, j + 1, k)]
                            + p1[IDX(i, j - 1, k)] + p1[IDX(i, j, k + 1)] + p1[IDX(i, j, k - 1)])
                    + C2 * (p1[IDX(i + 2, j, k)] + p1[IDX(i - 2, j, k)] + p1[IDX(i, j + 2, k)]
                            + p1[IDX(i, j - 2, k)] + p1[IDX(i, j, k + 2)] + p1[IDX(i, j, k - 2)]);
                p2[IDX(i, j, k)] = damp[IDX(i, j, k)] * (2.0f * p1[IDX(i, j, k)] - p0[IDX(i, j, k)] + v2[IDX(i, j, k)] * lap);
            }
}

static void step_host(const float *p0, const float *p1, float *p2, const float *v2, const float *damp)
{
    for (int i = 2; i < NX - 2; i++)
        for (int j = 2; j < NY - 2; j++)
            for (int k = 2; k < NZ - 2; k++) {
                float lap = C0 * p1[IDX(i, j, k)]
                    + C1 * (p1[IDX(i + 1, j, k)] + p1[IDX(i - 1, j, k)] + p1[IDX(i, j + 1, k)]
                            + p1[IDX(i, j - 1, k)] + p1[IDX(i, j, k + 1)] + p1[IDX(i, j, k - 1)])
                    + C2 * (p1[IDX(i + 2, j, k)] + p1[IDX(i - 2, j, k)] + p1[IDX(i, j + 2, k)]
                            + p1[IDX(i, j - 2, k)] + p1[IDX(i, j, k + 2)] + p1[IDX(i, j, k - 2)]);
                p2[IDX(i, j, k)] = damp[IDX(i, j, k)] * (2.0f * p1[IDX(i, j, k)] - p0[IDX(i, j, k)] + v2[IDX(i, j, k)] * lap);
            }
}

static int edge(int i, int n) { return i < NB + 2 ? NB + 2 - i : (i >= n - NB - 2 ? i - (n - NB - 3) : 0); }

int main(void)
{
    float *a = calloc(NN, sizeof(float)), *b = calloc(NN, sizeof(float)), *c = calloc(NN, sizeof(float));
    float *v2 = malloc(NN * sizeof(float)), *damp = malloc(NN * sizeof(float));
    float *ha = calloc(NN, sizeof(float)), *hb = calloc(NN, sizeof(float)), *hc = calloc(NN, sizeof(float));
    float wav[NT], rec[NT], hrec[NT], snap[NT / 10], hsnap[NT / 10];
    for (int t = 0; t < NT; t++) {
        float x = 3.14159265f * 0.25f * (t - 8);
        wav[t] = (1.0f - 2.0f * x * x) * expf(-x * x);
    }
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++) {
                float v = k < NZ / 2 ? 0.30f : 0.45f; /* two layers: (v dt / h)^2 below CFL */
                v2[IDX(i, j, k)] = v * v;
                int d = edge(i, NX) + edge(j, NY) + edge(k, NZ);
                damp[IDX(i, j, k)] = expf(-0.008f * (float)(d * d));
            }
    const int src = IDX(NX / 2, NY / 2, 4), rcv = IDX(NX / 2 + 4, NY / 2 - 3, 6);
    float *p0 = a, *p1 = b, *p2 = c;
#pragma acc data copyin(a[0:NN], b[0:NN], c[0:NN], v2[0:NN], damp[0:NN], wav[0:NT]) copyout(rec[0:NT])
    {
        for (int t = 0; t < NT; t++) {
            step_dev(p0, p1, p2, v2, damp);
#pragma acc serial present(p2[0:NN], wav, rec)
            {
                p2[src] += wav[t];
                rec[t] = p2[rcv];
            }
            float *s = p0; p0 = p1; p1 = p2; p2 = s;
            if (t % 10 == 9) {
#pragma acc update self(p1[0:NN])
                double e = 0;
                for (int q = 0; q < NN; q++) e += (double)p1[q] * p1[q];
                snap[t / 10] = (float)e;
            }
        }
    }
    float *q0 = ha, *q1 = hb, *q2 = hc;
    for (int t = 0; t < NT; t++) {
        step_host(q0, q1, q2, v2, damp);
        q2[src] += wav[t];
        hrec[t] = q2[rcv];
        float *s = q0; q0 = q1; q1 = q2; q2 = s;
        if (t % 10 == 9) {
            double e = 0;
            for (int q = 0; q < NN; q++) e += (double)q1[q] * q1[q];
            hsnap[t / 10] = (float)e;
        }
    }
    float mx = 0;
    for (int t = 0; t < NT; t++) mx = fmaxf(mx, fabsf(hrec[t]));
    CHECK(mx > 1e-3f);
    for (int t = 0; t < NT; t++) CHECK(fabsf(rec[t] - hrec[t]) <= 1e-3f * mx);
    for (int s = 0; s < NT / 10; s++) CHECK(fabsf(snap[s] - hsnap[s]) <= 1e-3f * hsnap[s] + 1e-6f);
    /* the sponge absorbs: the late snapshots lose energy */
    CHECK(hsnap[NT / 10 - 1] < hsnap[2]);
    free(a); free(b); free(c); free(v2); free(damp); free(ha); free(hb); free(hc);
    CHECK_DONE();
}

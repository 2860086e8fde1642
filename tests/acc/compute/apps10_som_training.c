/* Online training of a Kohonen self-organizing map as ML codes offload it: for each input the
 * best-matching unit over a 16x16 map of 3-D weights is a `min` reduction of a packed
 * (squared distance as fixed point, unit) key in a `parallel loop` (2.9.11), the neighbourhood
 * update a `parallel loop collapse(2)` with a shrinking radius and rate; the weights stay
 * `present` in a `data` region, the input stream copied once, the BMU key comes back as the
 * reduction's result every step. Checked against the host's identical training and the map's
 * quantization error. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define MX 16
#define MY 16
#define D 3
#define NIN 160

int main(void)
{
    float *w = malloc(MX * MY * D * sizeof(float)), *hw = malloc(MX * MY * D * sizeof(float));
    float *in = malloc(NIN * D * sizeof(float));
    unsigned s = 8;
    for (int k = 0; k < MX * MY * D; k++) { s = s * 1664525u + 1013904223u; w[k] = hw[k] = (s >> 8) % 1000 / 1000.0f; }
    for (int k = 0; k < NIN * D; k++) { s = s * 1664525u + 1013904223u; in[k] = (s >> 8) % 1000 / 1000.0f; }
    int agree = 0;
#pragma acc data copyin(in[0:NIN*D]) copy(w[0:MX*MY*D])
    for (int t = 0; t < NIN; t++) {
        float rate = 0.5f * (1.0f - (float)t / NIN), rad = 1.0f + 6.0f * (1.0f - (float)t / NIN);
        long long key = 0x7fffffffffffffffLL;
#pragma acc parallel loop present(in[0:NIN*D], w[0:MX*MY*D]) reduction(min:key)
        for (int u = 0; u < MX * MY; u++) {
            float d = 0;
            for (int c = 0; c < D; c++) { float e = w[u * D + c] - in[t * D + c]; d += e * e; }
            long long k2 = ((long long)(d * 1048576.0f) << 16) | u;
            if (k2 < key) key = k2;
        }
        int bmu = (int)(key & 0xffff), bx = bmu % MX, by = bmu / MX;
#pragma acc parallel loop collapse(2) present(in[0:NIN*D], w[0:MX*MY*D])
        for (int y = 0; y < MY; y++)
            for (int x = 0; x < MX; x++) {
                float g2 = (float)((x - bx) * (x - bx) + (y - by) * (y - by));
                if (g2 > rad * rad) continue;
                float h = rate * expf(-g2 / (2 * rad * rad));
                for (int c = 0; c < D; c++) w[(y * MX + x) * D + c] += h * (in[t * D + c] - w[(y * MX + x) * D + c]);
            }
        /* the host's step */
        long long hk = 0x7fffffffffffffffLL;
        for (int u = 0; u < MX * MY; u++) {
            float d = 0;
            for (int c = 0; c < D; c++) { float e = hw[u * D + c] - in[t * D + c]; d += e * e; }
            long long k2 = ((long long)(d * 1048576.0f) << 16) | u;
            if (k2 < hk) hk = k2;
        }
        int hb = (int)(hk & 0xffff), hx = hb % MX, hy = hb / MX;
        agree += hb == bmu;
        for (int y = 0; y < MY; y++)
            for (int x = 0; x < MX; x++) {
                float g2 = (float)((x - hx) * (x - hx) + (y - hy) * (y - hy));
                if (g2 > rad * rad) continue;
                float h = rate * expf(-g2 / (2 * rad * rad));
                for (int c = 0; c < D; c++) hw[(y * MX + x) * D + c] += h * (in[t * D + c] - hw[(y * MX + x) * D + c]);
            }
    }
    float err = 0, qe = 0;
    for (int k = 0; k < MX * MY * D; k++) err = fmaxf(err, fabsf(w[k] - hw[k]));
    for (int t = 0; t < NIN; t++) {
        float best = 1e30f;
        for (int u = 0; u < MX * MY; u++) {
            float d = 0;
            for (int c = 0; c < D; c++) { float e = w[u * D + c] - in[t * D + c]; d += e * e; }
            best = fminf(best, d);
        }
        qe += sqrtf(best);
    }
    CHECK(agree >= NIN - 2);
    CHECK(err < 1e-3f);
    CHECK(qe / NIN < 0.15f);
    free(w); free(hw); free(in);
    CHECK_DONE();
}

/* A bootstrap particle filter tracking a 1-D random walk, as tracking codes write it in
 * OpenACC: per-particle LCG states advanced in the kernel (`routine seq` generators), the
 * prediction and the Gaussian likelihood weights in one `parallel loop`, the weight sum and
 * the weighted mean as scalar reductions, the normalized CDF by an inclusive scan in a
 * `serial` region, systematic resampling by a binary search of the CDF per particle (a
 * `routine seq` with a `while` loop) into a second buffer copied back by a third loop, all in
 * one `data` region; the same function, run with `if(0)` on every construct (2.5.6, 2.6.5),
 * is the host reference (integer LCG, so the paths agree). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NPART 512
#define STEPS 10

#pragma acc routine seq
static float uniform(unsigned *s)
{
    *s = *s * 1664525u + 1013904223u;
    return ((*s >> 8) + 0.5f) / 16777216.0f;
}

#pragma acc routine seq
static float gauss(unsigned *s)
{
    float a = uniform(s), b = uniform(s);
    return sqrtf(-2.0f * logf(a)) * cosf(6.2831853f * b);
}

#pragma acc routine seq
static int find(const float *cdf, int n, float u)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (cdf[mid] < u) lo = mid + 1; else hi = mid;
    }
    return lo;
}

static void filter(float *x, float *nx, float *w, float *cdf, unsigned *seed, const float *obs, float *est, int on_device)
{
#pragma acc data copyin(obs[0:STEPS]) copy(x[0:NPART], seed[0:NPART]) create(nx[0:NPART], w[0:NPART], cdf[0:NPART]) if(on_device)
    for (int t = 0; t < STEPS; t++) {
        float wsum = 0.0f, mean = 0.0f;
#pragma acc parallel loop present(x[0:NPART], w[0:NPART], seed[0:NPART], obs[0:STEPS]) reduction(+:wsum, mean) if(on_device)
        for (int p = 0; p < NPART; p++) {
            float v = x[p] + 0.3f * gauss(&seed[p]);
            float d = (v - obs[t]) / 0.5f;
            float wt = expf(-0.5f * d * d);
            x[p] = v;
            w[p] = wt;
            wsum += wt;
            mean += wt * v;
        }
        est[t] = mean / wsum;
#pragma acc serial present(w[0:NPART], cdf[0:NPART]) if(on_device)
        {
            float run = 0.0f;
            for (int p = 0; p < NPART; p++) { run += w[p]; cdf[p] = run; }
            for (int p = 0; p < NPART; p++) cdf[p] /= run;
        }
        float u0 = (t * 0.37f - (int)(t * 0.37f)) / NPART;
#pragma acc parallel loop present(x[0:NPART], nx[0:NPART], cdf[0:NPART]) if(on_device)
        for (int p = 0; p < NPART; p++) nx[p] = x[find(cdf, NPART, u0 + (float)p / NPART)];
#pragma acc parallel loop present(x[0:NPART], nx[0:NPART]) if(on_device)
        for (int p = 0; p < NPART; p++) x[p] = nx[p];
    }
}

int main(void)
{
    float obs[STEPS], truth = 0.0f;
    unsigned ts = 99u;
    for (int t = 0; t < STEPS; t++) { truth += 0.3f * gauss(&ts); obs[t] = truth + 0.5f * gauss(&ts); }
    float *x[2], *nx[2], *w[2], *cdf[2], est[2][STEPS];
    unsigned *seed[2];
    for (int k = 0; k < 2; k++) {
        x[k] = calloc(NPART, sizeof(float)); nx[k] = malloc(NPART * sizeof(float));
        w[k] = malloc(NPART * sizeof(float)); cdf[k] = malloc(NPART * sizeof(float));
        seed[k] = malloc(NPART * sizeof(unsigned));
        for (int p = 0; p < NPART; p++) seed[k][p] = 1234u + 7919u * p;
    }
    filter(x[0], nx[0], w[0], cdf[0], seed[0], obs, est[0], 1);
    filter(x[1], nx[1], w[1], cdf[1], seed[1], obs, est[1], 0);
    float md = 0, err = 0;
    for (int t = 0; t < STEPS; t++) { md = fmaxf(md, fabsf(est[0][t] - est[1][t])); err = fmaxf(err, fabsf(est[0][t] - obs[t])); }
    /* the paths may part where a resampling draw lands within rounding of a CDF step */
    CHECK(md < 0.05f);
    CHECK(err < 1.5f);
    int seeds_same = 0;
    for (int p = 0; p < NPART; p++) seeds_same += seed[0][p] == seed[1][p];
    CHECK(seeds_same == NPART);
    for (int k = 0; k < 2; k++) { free(x[k]); free(nx[k]); free(w[k]); free(cdf[k]); free(seed[k]); }
    CHECK_DONE();
}

/* RANSAC line fitting as vision codes write it in OpenACC: one gang per hypothesis, the two
 * sample indices drawn by an in-kernel hash of the hypothesis number, inliers counted by a
 * `loop vector reduction(+:)` over the points, the best hypothesis found by a packed
 * (count, index) key with `reduction(max:)`, then a least-squares refit over the best model's
 * inliers with five scalar reductions in one `parallel loop`. The data live in a `declare
 * create` pair of globals updated once (`update device`, 2.13 / 2.14.4). Checked against the
 * host's exhaustive evaluation of the same hypotheses. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NPTS 400
#define NHYP 96
#define TOL 0.05f

float px[NPTS], py[NPTS];
#pragma acc declare create(px, py)

#pragma acc routine seq
static unsigned hash(unsigned v)
{
    v ^= v >> 16; v *= 0x7feb352du; v ^= v >> 15; v *= 0x846ca68bu; v ^= v >> 16;
    return v;
}

#pragma acc routine seq
static void model(int h, float *a, float *b, float *c)
{
    int i = hash(2u * h + 1u) % NPTS, j = hash(2u * h + 2u) % NPTS;
    if (j == i) j = (i + 1) % NPTS;
    float dx = px[j] - px[i], dy = py[j] - py[i];
    float l = sqrtf(dx * dx + dy * dy) + 1e-12f;
    *a = -dy / l; *b = dx / l; *c = -(*a * px[i] + *b * py[i]);
}

int main(void)
{
    unsigned s = 7u;
    for (int i = 0; i < NPTS; i++) {
        s = s * 1664525u + 1013904223u;
        float t = (s >> 8) / 16777216.0f;
        s = s * 1664525u + 1013904223u;
        float n = ((s >> 8) / 16777216.0f - 0.5f) * 0.04f;
        if (i % 3 == 0) { s = s * 1664525u + 1013904223u; px[i] = t; py[i] = (s >> 8) / 16777216.0f; }
        else { px[i] = t; py[i] = 0.6f * t + 0.2f + n; }
    }
#pragma acc update device(px, py)
    long best = -1;
    int counts[NHYP];
#pragma acc parallel loop gang reduction(max:best) copyout(counts) vector_length(128)
    for (int h = 0; h < NHYP; h++) {
        float a, b, c;
        model(h, &a, &b, &c);
        int cnt = 0;
#pragma acc loop vector reduction(+:cnt)
        for (int k = 0; k < NPTS; k++) cnt += fabsf(a * px[k] + b * py[k] + c) < TOL;
        counts[h] = cnt;
        long key = ((long)cnt << 16) | (NHYP - 1 - h);
        if (key > best) best = key;
    }
    int hb = NHYP - 1 - (int)(best & 0xffff);
    float a, b, c;
    model(hb, &a, &b, &c);
    double sx = 0, sy = 0, sxx = 0, sxy = 0, n = 0;
#pragma acc parallel loop reduction(+:sx, sy, sxx, sxy, n)
    for (int k = 0; k < NPTS; k++)
        if (fabsf(a * px[k] + b * py[k] + c) < TOL) {
            sx += px[k]; sy += py[k]; sxx += (double)px[k] * px[k]; sxy += (double)px[k] * py[k]; n += 1;
        }
    double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx), icpt = (sy - slope * sx) / n;
    /* host: the same hypotheses */
    int bad = 0, hbest = 0, hc = -1;
    for (int h = 0; h < NHYP; h++) {
        float ha, hb2, hc2;
        model(h, &ha, &hb2, &hc2);
        int cnt = 0;
        for (int k = 0; k < NPTS; k++) cnt += fabsf(ha * px[k] + hb2 * py[k] + hc2) < TOL;
        bad += abs(cnt - counts[h]) > 2; /* a point within rounding of the band may flip */
        if (cnt > hc) { hc = cnt; hbest = h; }
    }
    CHECK(bad == 0);
    CHECK(abs(counts[hbest] - counts[hb]) <= 2);
    CHECK(fabs(slope - 0.6) < 0.02 && fabs(icpt - 0.2) < 0.02);
    CHECK(n > NPTS / 2);
    CHECK_DONE();
}

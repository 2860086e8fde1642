/* k-means clustering with `atomic update` centroid accumulation, as older OpenACC ports write it
 * (before array reductions): the centroids, their sums and counts live in `static` file-scope
 * arrays with `declare create` (2.13) and move by `update device`/`update self` (2.14.4); each
 * point's nearest centroid comes from a `routine seq` helper reading the declared centroids
 * (2.15.1), and its coordinates are added into the sums with `#pragma acc atomic update`
 * (2.12) on float, the counts on int. Uses: `gang vector` loops, `collapse(2)` to clear the
 * sums, a `reduction(+:moved, inertia)` on an int and a double (2.9.11), `sqrtf`/`fabsf`. The
 * labels and centroids equal plain C's (sums of floats in another order: within rounding). */
#include <math.h>
#include <string.h>
#include "check.h"

#define NP 2000
#define DIM 4
#define K 5
#define MAXIT 30

static float cent[K][DIM];
static float sums[K][DIM];
static int counts[K];
#pragma acc declare create(cent, sums, counts)

#pragma acc routine seq
static int nearest(const float *p, float *dist)
{
    int best = 0;
    float bd = 0.0f;
    for (int k = 0; k < K; k++) {
        float s = 0.0f;
        for (int d = 0; d < DIM; d++) {
            float t = p[d] - cent[k][d];
            s += t * t;
        }
        if (k == 0 || s < bd) {
            bd = s;
            best = k;
        }
    }
    *dist = sqrtf(bd);
    return best;
}

static void gen(float *pts)
{
    unsigned s = 99u;
    for (int i = 0; i < NP; i++) {
        s = s * 1664525u + 1013904223u;
        int g = (int)(s >> 29) % K;
        for (int d = 0; d < DIM; d++) {
            s = s * 1664525u + 1013904223u;
            pts[i * DIM + d] = 3.0f * g * (d == g % DIM ? 1.0f : 0.5f) +
                               ((float)(s >> 8) / 16777216.0f - 0.5f);
        }
    }
}

static int kmeans_acc(const float *restrict pts, int *restrict lab, double *inertia_out)
{
    int it;
    double inertia = 0.0;
#pragma acc update device(cent)
#pragma acc data copyin(pts[0:NP * DIM]) copyout(lab[0:NP])
    {
#pragma acc parallel loop present(lab[0:NP])
        for (int i = 0; i < NP; i++) lab[i] = -1;
        for (it = 0; it < MAXIT; it++) {
            int moved = 0;
            inertia = 0.0;
#pragma acc parallel loop collapse(2)
            for (int k = 0; k < K; k++)
                for (int d = 0; d < DIM; d++) {
                    sums[k][d] = 0.0f;
                    if (d == 0) counts[k] = 0;
                }
#pragma acc parallel loop gang vector present(pts[0:NP * DIM], lab[0:NP]) \
    reduction(+:moved, inertia)
            for (int i = 0; i < NP; i++) {
                float dist;
                int c = nearest(&pts[i * DIM], &dist);
                moved += c != lab[i];
                lab[i] = c;
                inertia += dist * dist;
                for (int d = 0; d < DIM; d++) {
#pragma acc atomic update
                    sums[c][d] += pts[i * DIM + d];
                }
#pragma acc atomic update
                counts[c]++;
            }
#pragma acc parallel loop
            for (int k = 0; k < K; k++)
                if (counts[k] > 0)
                    for (int d = 0; d < DIM; d++) cent[k][d] = sums[k][d] / counts[k];
            if (moved == 0) break;
        }
    }
#pragma acc update self(cent, counts)
    *inertia_out = inertia;
    return it;
}

static int kmeans_host(const float *pts, int *lab, float (*c)[DIM], int *cnt)
{
    int it;
    for (int i = 0; i < NP; i++) lab[i] = -1;
    for (it = 0; it < MAXIT; it++) {
        double s[K][DIM] = {{0}};
        int moved = 0;
        for (int k = 0; k < K; k++) cnt[k] = 0;
        for (int i = 0; i < NP; i++) {
            int best = 0;
            float bd = 0.0f;
            for (int k = 0; k < K; k++) {
                float q = 0.0f;
                for (int d = 0; d < DIM; d++) {
                    float t = pts[i * DIM + d] - c[k][d];
                    q += t * t;
                }
                if (k == 0 || q < bd) { bd = q; best = k; }
            }
            moved += best != lab[i];
            lab[i] = best;
            cnt[best]++;
            for (int d = 0; d < DIM; d++) s[best][d] += pts[i * DIM + d];
        }
        for (int k = 0; k < K; k++)
            if (cnt[k] > 0)
                for (int d = 0; d < DIM; d++) c[k][d] = (float)(s[k][d] / cnt[k]);
        if (moved == 0) break;
    }
    return it;
}

int main(void)
{
    float *pts = malloc(NP * DIM * sizeof(float));
    int *lab = malloc(NP * sizeof(int)), *labh = malloc(NP * sizeof(int));
    gen(pts);
    float ch[K][DIM];
    int cnth[K];
    for (int k = 0; k < K; k++)
        for (int d = 0; d < DIM; d++) cent[k][d] = ch[k][d] = pts[(k * 211) * DIM + d];
    double inertia;
    int ita = kmeans_acc(pts, lab, &inertia);
    int ith = kmeans_host(pts, labh, ch, cnth);
    CHECK(ita == ith);
    int bad = 0, tot = 0;
    for (int i = 0; i < NP; i++) bad += lab[i] != labh[i];
    CHECK(bad == 0);
    float err = 0;
    for (int k = 0; k < K; k++) {
        CHECK(counts[k] == cnth[k]);
        tot += counts[k];
        for (int d = 0; d < DIM; d++) err = fmaxf(err, fabsf(cent[k][d] - ch[k][d]));
    }
    CHECK(tot == NP);
    CHECK(err < 1e-3f);
    double ih = 0;
    for (int i = 0; i < NP; i++) {
        double q = 0;
        for (int d = 0; d < DIM; d++) {
            double t = pts[i * DIM + d] - ch[labh[i]][d];
            q += t * t;
        }
        ih += q;
    }
    /* inertia of the last assignment step, against the final centroids: equal at convergence */
    CHECK(fabs(inertia - ih) < 1e-3 * ih);
    printf("kmeans-atomic: %d iterations, labels differing %d, centroid error %.2e, inertia %.3f\n",
           ita, bad, err, inertia);
    CHECK_DONE();
}

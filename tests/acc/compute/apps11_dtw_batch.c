/* Dynamic time warping of a batch of query/reference pairs as time-series codes write it in
 * OpenACC: one gang per pair, the cost matrix filled by anti-diagonals (the diagonal loop
 * sequential in gang-redundant code, a `loop vector` over the cells of a diagonal, each cell
 * reading the two previous diagonals), a Sakoe-Chiba band, the distance through a `routine
 * seq` helper, three rolling diagonal buffers in a gang-private array rotated by index
 * arithmetic, and the best-matching pair found by a `min` reduction on a packed key. Checked
 * against the host's row-by-row DTW. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NPAIR 12
#define LQ 40
#define LR 48
#define BAND 12

#pragma acc routine seq
static float dist(float a, float b)
{
    float d = a - b;
    return d * d;
}

static float host_dtw(const float *q, const float *r)
{
    static float D[LQ + 1][LR + 1];
    for (int i = 0; i <= LQ; i++)
        for (int j = 0; j <= LR; j++) D[i][j] = FLT_MAX;
    D[0][0] = 0;
    for (int i = 1; i <= LQ; i++)
        for (int j = 1; j <= LR; j++) {
            if (abs(i * LR / LQ - j) > BAND) continue;
            float m = fminf(D[i - 1][j - 1], fminf(D[i - 1][j], D[i][j - 1]));
            D[i][j] = m == FLT_MAX ? FLT_MAX : m + dist(q[i - 1], r[j - 1]);
        }
    return D[LQ][LR];
}

int main(void)
{
    float *q = malloc(NPAIR * LQ * sizeof(float)), *r = malloc(NPAIR * LR * sizeof(float));
    float *res = malloc(NPAIR * sizeof(float));
    for (int p = 0; p < NPAIR; p++) {
        for (int i = 0; i < LQ; i++) q[p * LQ + i] = sinf(0.2f * i + 0.1f * p);
        for (int j = 0; j < LR; j++) r[p * LR + j] = sinf(0.2f * j * LQ / LR + 0.07f * p * p) + 0.01f * (j % 3);
    }
    float diag[3][LQ + 1];
    long best = 0x7fffffffffffffffL;
#pragma acc parallel loop gang private(diag) copyin(q[0:NPAIR * LQ], r[0:NPAIR * LR]) copyout(res[0:NPAIR]) \
    vector_length(64) reduction(min:best)
    for (int p = 0; p < NPAIR; p++) {
        /* diag[d % 3][i] holds D[i][d - i] */
#pragma acc loop vector
        for (int i = 0; i <= LQ; i++) { diag[0][i] = i == 0 ? 0.0f : FLT_MAX; diag[1][i] = FLT_MAX; diag[2][i] = FLT_MAX; }
        for (int d = 1; d <= LQ + LR; d++) {
            int cur = d % 3, p1 = (d + 2) % 3, p2 = (d + 1) % 3;
#pragma acc loop vector
            for (int i = 0; i <= LQ; i++) {
                int j = d - i;
                float v = FLT_MAX;
                if (i >= 1 && j >= 1 && j <= LR && abs(i * LR / LQ - j) <= BAND) {
                    float m = fminf(diag[p2][i - 1], fminf(diag[p1][i - 1], diag[p1][i]));
                    v = m == FLT_MAX ? FLT_MAX : m + dist(q[p * LQ + i - 1], r[p * LR + j - 1]);
                }
                diag[cur][i] = v;
            }
        }
        float v = diag[(LQ + LR) % 3][LQ];
        res[p] = v;
        long key = ((long)(int)(v * 1000.0f) << 8) | p;
        best = key < best ? key : best;
    }
    float md = 0;
    long hk = 0x7fffffffffffffffL;
    for (int p = 0; p < NPAIR; p++) {
        float h = host_dtw(q + p * LQ, r + p * LR);
        md = fmaxf(md, fabsf(h - res[p]) / (1.0f + h));
        long key = ((long)(int)(h * 1000.0f) << 8) | p;
        if (key < hk) hk = key;
    }
    CHECK(md < 1e-4f);
    CHECK((best & 0xff) == (hk & 0xff));
    free(q); free(r); free(res);
    CHECK_DONE();
}

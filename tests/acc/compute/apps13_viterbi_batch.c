/* Viterbi decoding per sequence as bioinformatics/speech codes write it (spec 2.9 loop gang,
 * 2.9 loop vector, 2.15.1 routine vector, 2.6.5 data present, 2.9.10 private): one gang per
 * observation sequence; the trellis step over states is a `loop vector` inside a
 * `routine vector` helper, the time loop is sequential, back-pointers live in a global array
 * and the backtrace is a `seq` loop. Log-probabilities in float; checked against the host
 * (paths exact, scores with tolerance). */
#include <math.h>
#include "check.h"
#define NSEQ 24
#define T 40
#define NS 16
#define NO 6

#pragma acc routine vector
static void vstep(const float *restrict prev, float *restrict cur, int *restrict bp, const float *restrict la,
                  const float *restrict lb, int o)
{
#pragma acc loop vector
    for (int j = 0; j < NS; j++) {
        float best = -1e30f;
        int arg = 0;
        for (int i = 0; i < NS; i++) {
            float v = prev[i] + la[i * NS + j];
            if (v > best) { best = v; arg = i; }
        }
        cur[j] = best + lb[j * NO + o];
        bp[j] = arg;
    }
}

static void decode(const int *obs, const float *la, const float *lb, const float *lpi, float *trel, int *bp,
                   int *path, float *score, int dev)
{
#pragma acc parallel loop gang vector_length(32) present(obs[0:NSEQ*T], la[0:NS*NS], lb[0:NS*NO], lpi[0:NS], trel[0:NSEQ*T*NS], bp[0:NSEQ*T*NS], path[0:NSEQ*T], score[0:NSEQ]) if(dev)
    for (int s = 0; s < NSEQ; s++) {
        float *tr = trel + s * T * NS;
        int *b = bp + s * T * NS;
#pragma acc loop vector
        for (int j = 0; j < NS; j++) { tr[j] = lpi[j] + lb[j * NO + obs[s * T]]; b[j] = 0; }
        for (int t = 1; t < T; t++) vstep(tr + (t - 1) * NS, tr + t * NS, b + t * NS, la, lb, obs[s * T + t]);
        float best = -1e30f;
        int arg = 0;
#pragma acc loop seq
        for (int j = 0; j < NS; j++)
            if (tr[(T - 1) * NS + j] > best) { best = tr[(T - 1) * NS + j]; arg = j; }
        score[s] = best;
        path[s * T + T - 1] = arg;
#pragma acc loop seq
        for (int t = T - 1; t > 0; t--) path[s * T + t - 1] = b[t * NS + path[s * T + t]];
    }
}

int main(void)
{
    static int obs[NSEQ * T], path[NSEQ * T], hpath[NSEQ * T], bp[NSEQ * T * NS];
    static float la[NS * NS], lb[NS * NO], lpi[NS], trel[NSEQ * T * NS], score[NSEQ], hscore[NSEQ];
    for (int i = 0; i < NS; i++) {
        float sum = 0.0f;
        for (int j = 0; j < NS; j++) sum += la[i * NS + j] = 1.0f + (float)((i * 5 + j * 3) % 7) + (i == j ? 10.0f : 0.0f);
        for (int j = 0; j < NS; j++) la[i * NS + j] = logf(la[i * NS + j] / sum);
        sum = 0.0f;
        for (int o = 0; o < NO; o++) sum += lb[i * NO + o] = 1.0f + (float)((i * 3 + o * 11) % 9);
        for (int o = 0; o < NO; o++) lb[i * NO + o] = logf(lb[i * NO + o] / sum);
        lpi[i] = logf(1.0f / NS) + 0.01f * i;
    }
    unsigned r = 7u;
    for (int n = 0; n < NSEQ * T; n++) { r = r * 1664525u + 1013904223u; obs[n] = (int)((r >> 20) % NO); }
#pragma acc data copyin(obs, la, lb, lpi) create(trel, bp) copyout(path, score)
    decode(obs, la, lb, lpi, trel, bp, path, score, 1);
    decode(obs, la, lb, lpi, trel, bp, hpath, hscore, 0);
    for (int s = 0; s < NSEQ; s++) {
        CHECK(fabsf(score[s] - hscore[s]) < 1e-3f * fabsf(hscore[s]));
        for (int t = 0; t < T; t++) CHECK(path[s * T + t] == hpath[s * T + t]);
    }
    CHECK_DONE();
}

/* Hidden Markov model inference over a batch of observation sequences, as bioinformatics and
 * speech codes port it: the scaled forward algorithm (log-likelihood per sequence) and Viterbi
 * decoding with back-pointers and a traceback, one sequence per gang (`parallel loop gang`,
 * 2.9.2) and the states of each time step a `loop vector` (2.9.4) over private per-gang
 * alpha/delta rows (`private` arrays on the gang loop, 2.5.13), the scaling factor a vector
 * `reduction(+:)` inside the gang. Transition and emission matrices as 2-D arrays; the batch's
 * total log-likelihood a gang-level reduction. Checked against the host. */
#include <math.h>
#include "check.h"
#define NS 8
#define NO 4
#define T 40
#define NSEQ 48

int main(void)
{
    double A[NS][NS], B[NS][NO], pi[NS];
    for (int i = 0; i < NS; i++) {
        double s = 0.0;
        for (int j = 0; j < NS; j++) { A[i][j] = 1.0 + ((i * 3 + j * 5) % 7) + (i == j ? 6.0 : 0.0); s += A[i][j]; }
        for (int j = 0; j < NS; j++) A[i][j] /= s;
        s = 0.0;
        for (int o = 0; o < NO; o++) { B[i][o] = 1.0 + ((i + 2 * o) % 5); s += B[i][o]; }
        for (int o = 0; o < NO; o++) B[i][o] /= s;
        pi[i] = 1.0 / NS;
    }
    int *obs = malloc(NSEQ * T * sizeof(int));
    unsigned r = 99u;
    for (int k = 0; k < NSEQ * T; k++) { r = r * 1103515245u + 12345u; obs[k] = (r >> 16) % NO; }
    double ll[NSEQ], hll[NSEQ];
    int *path = malloc(NSEQ * T * sizeof(int)), *hpath = malloc(NSEQ * T * sizeof(int));
    int *bp = malloc(NSEQ * T * NS * sizeof(int));
    /* host */
    double htotal = 0.0;
    for (int q = 0; q < NSEQ; q++) {
        double al[NS], an[NS], dl[NS], dn[NS];
        int hb[T][NS];
        double c = 0.0;
        for (int i = 0; i < NS; i++) { al[i] = pi[i] * B[i][obs[q * T]]; c += al[i]; dl[i] = log(pi[i]) + log(B[i][obs[q * T]]); }
        double lsum = log(c);
        for (int i = 0; i < NS; i++) al[i] /= c;
        for (int t = 1; t < T; t++) {
            int o = obs[q * T + t];
            c = 0.0;
            for (int j = 0; j < NS; j++) {
                double s = 0.0, best = -1e300;
                int arg = 0;
                for (int i = 0; i < NS; i++) {
                    s += al[i] * A[i][j];
                    double v = dl[i] + log(A[i][j]);
                    if (v > best) { best = v; arg = i; }
                }
                an[j] = s * B[j][o];
                c += an[j];
                dn[j] = best + log(B[j][o]);
                hb[t][j] = arg;
            }
            for (int j = 0; j < NS; j++) { al[j] = an[j] / c; dl[j] = dn[j]; }
            lsum += log(c);
        }
        int arg = 0;
        for (int i = 1; i < NS; i++) if (dl[i] > dl[arg]) arg = i;
        hpath[q * T + T - 1] = arg;
        for (int t = T - 1; t > 0; t--) { arg = hb[t][arg]; hpath[q * T + t - 1] = arg; }
        hll[q] = lsum;
        htotal += lsum;
    }
    double total = 0.0;
#pragma acc parallel loop gang num_gangs(NSEQ) vector_length(32) copyin(A, B, pi, obs[0:NSEQ*T]) copyout(ll, path[0:NSEQ*T]) create(bp[0:NSEQ*T*NS]) reduction(+:total)
    for (int q = 0; q < NSEQ; q++) {
        double al[NS], an[NS], dl[NS], dn[NS];
        double c = 0.0;
#pragma acc loop vector reduction(+:c)
        for (int i = 0; i < NS; i++) { al[i] = pi[i] * B[i][obs[q * T]]; c += al[i]; dl[i] = log(pi[i]) + log(B[i][obs[q * T]]); }
        double lsum = log(c);
#pragma acc loop vector
        for (int i = 0; i < NS; i++) al[i] /= c;
        for (int t = 1; t < T; t++) {
            int o = obs[q * T + t];
            double ct = 0.0;
#pragma acc loop vector reduction(+:ct)
            for (int j = 0; j < NS; j++) {
                double s = 0.0, best = -1e300;
                int arg = 0;
                for (int i = 0; i < NS; i++) {
                    s += al[i] * A[i][j];
                    double v = dl[i] + log(A[i][j]);
                    if (v > best) { best = v; arg = i; }
                }
                an[j] = s * B[j][o];
                ct += an[j];
                dn[j] = best + log(B[j][o]);
                bp[(q * T + t) * NS + j] = arg;
            }
#pragma acc loop vector
            for (int j = 0; j < NS; j++) { al[j] = an[j] / ct; dl[j] = dn[j]; }
            lsum += log(ct);
        }
        int arg = 0;
        for (int i = 1; i < NS; i++) if (dl[i] > dl[arg]) arg = i;
        path[q * T + T - 1] = arg;
        for (int t = T - 1; t > 0; t--) { arg = bp[(q * T + t) * NS + arg]; path[q * T + t - 1] = arg; }
        ll[q] = lsum;
        total += lsum;
    }
    int bad = 0;
    for (int q = 0; q < NSEQ; q++) {
        if (fabs(ll[q] - hll[q]) > 1e-9 * fabs(hll[q])) bad++;
        for (int t = 0; t < T; t++) if (path[q * T + t] != hpath[q * T + t]) bad++;
    }
    CHECK(bad == 0);
    CHECK(fabs(total - htotal) <= 1e-9 * fabs(htotal));
    free(obs); free(path); free(hpath); free(bp);
    CHECK_DONE();
}

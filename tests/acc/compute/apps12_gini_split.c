/* Decision-tree split search as GPU gradient-boosting codes do it (spec 2.12 atomic, 2.9.6
 * collapse, 2.9.11 reduction, 2.7.6 present): per-feature histograms of (quantised value,
 * label) are built with `atomic update` on a 3-D array, every (feature, threshold) candidate
 * then scores its weighted Gini impurity from prefix sums of the histogram (`collapse(2)`, a
 * sequential inner loop), and the best split is a `min` reduction of a packed key (score in the
 * high bits, the candidate's index in the low ones). Checked against the host's exhaustive
 * search over the samples. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NSMP 3000
#define NF 12
#define NB 16

int main(void)
{
    unsigned char *xq = malloc(NSMP * NF), *lab = malloc(NSMP);
    static int hist[NF][NB][2];
    double score[NF][NB];
    unsigned s = 11u;
    for (int i = 0; i < NSMP; i++) {
        for (int f = 0; f < NF; f++) { s = s * 1664525u + 1013904223u; xq[i * NF + f] = (unsigned char)((s >> 20) % NB); }
        /* feature 7 below 9 predicts the label, with noise */
        s = s * 1664525u + 1013904223u;
        lab[i] = (xq[i * NF + 7] < 9) ^ ((s >> 24) % 10 == 0);
    }
    long long best = 0x7fffffffffffffffLL;
#pragma acc data copyin(xq[0:NSMP * NF], lab[0:NSMP]) create(hist) copyout(score)
    {
#pragma acc parallel loop collapse(3) present(hist)
        for (int f = 0; f < NF; f++)
            for (int b = 0; b < NB; b++)
                for (int c = 0; c < 2; c++) hist[f][b][c] = 0;
#pragma acc parallel loop collapse(2) present(xq[0:NSMP * NF], lab[0:NSMP], hist)
        for (int i = 0; i < NSMP; i++)
            for (int f = 0; f < NF; f++) {
#pragma acc atomic update
                hist[f][xq[i * NF + f]][lab[i]]++;
            }
#pragma acc parallel loop collapse(2) reduction(min:best) present(hist, score)
        for (int f = 0; f < NF; f++)
            for (int t = 1; t < NB; t++) { /* left: values < t */
                int l0 = 0, l1 = 0, r0 = 0, r1 = 0;
                for (int b = 0; b < NB; b++) {
                    if (b < t) { l0 += hist[f][b][0]; l1 += hist[f][b][1]; }
                    else { r0 += hist[f][b][0]; r1 += hist[f][b][1]; }
                }
                double nl = l0 + l1, nr = r0 + r1, g = 0;
                if (nl > 0) g += nl - ((double)l0 * l0 + (double)l1 * l1) / nl;
                if (nr > 0) g += nr - ((double)r0 * r0 + (double)r1 * r1) / nr;
                g /= NSMP;
                score[f][t] = g;
                long long key = (long long)(g * 1e9) * 1024 + f * NB + t;
                best = key < best ? key : best;
            }
    }
    int bf = (int)(best % 1024) / NB, bt = (int)(best % 1024) % NB;
    CHECK(bf == 7 && bt == 9);
    long long hbest = 0x7fffffffffffffffLL;
    for (int f = 0; f < NF; f++)
        for (int t = 1; t < NB; t++) {
            int c[2][2] = {{0, 0}, {0, 0}};
            for (int i = 0; i < NSMP; i++) c[xq[i * NF + f] >= t][lab[i]]++;
            double g = 0;
            for (int side = 0; side < 2; side++) {
                double n = c[side][0] + c[side][1];
                if (n > 0) g += n - ((double)c[side][0] * c[side][0] + (double)c[side][1] * c[side][1]) / n;
            }
            g /= NSMP;
            CHECK(fabs(g - score[f][t]) < 1e-12);
            long long key = (long long)(g * 1e9) * 1024 + f * NB + t;
            hbest = key < hbest ? key : hbest;
        }
    CHECK(best == hbest);
    free(xq); free(lab);
    CHECK_DONE();
}

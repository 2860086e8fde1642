/* Phylogenetic likelihood by Felsenstein's pruning algorithm as BEAGLE-style codes compute
 * it per alignment site: a rooted binary tree of 8 taxa stored in postorder arrays (children
 * and branch lengths), Jukes-Cantor transition probabilities from a `routine seq` (2.15.1),
 * one site per iteration of a `parallel loop` with a private 2-D partial-likelihood array
 * `L[15][4]` (declared in the loop body), the site log-likelihoods copied out and their sum
 * a `+` reduction; the branch lengths scaled on the device between two evaluations with the
 * tree kept in a `data` region (2.6.5) and `update device` (2.14.4) of one array. Checked
 * against the host. */
#include <math.h>
#include "check.h"
#define NT 8
#define NN (2 * NT - 1)
#define NS 500

#pragma acc routine seq
static double jc_p(int a, int b, double t)
{
    double e = exp(-4.0 * t / 3.0);
    return a == b ? 0.25 + 0.75 * e : 0.25 - 0.25 * e;
}

#pragma acc routine seq
static double site_loglik(const unsigned char *seq, int site, const int *left, const int *right,
                          const double *blen)
{
    double L[NN][4];
    for (int n = 0; n < NT; n++)
        for (int s = 0; s < 4; s++) L[n][s] = seq[n * NS + site] == s ? 1.0 : 0.0;
    for (int n = NT; n < NN; n++) {
        int a = left[n], b = right[n];
        for (int s = 0; s < 4; s++) {
            double pa = 0.0, pb = 0.0;
            for (int t = 0; t < 4; t++) {
                pa += jc_p(s, t, blen[a]) * L[a][t];
                pb += jc_p(s, t, blen[b]) * L[b][t];
            }
            L[n][s] = pa * pb;
        }
    }
    return log(0.25 * (L[NN - 1][0] + L[NN - 1][1] + L[NN - 1][2] + L[NN - 1][3]));
}

static double total(const unsigned char *restrict seq, const int *left, const int *right,
                    const double *blen, double *restrict site_ll)
{
    double sum = 0.0;
#pragma acc parallel loop present(seq[0:NT*NS], left[0:NN], right[0:NN], blen[0:NN], site_ll[0:NS]) reduction(+:sum)
    for (int i = 0; i < NS; i++) {
        double l = site_loglik(seq, i, left, right, blen);
        site_ll[i] = l;
        sum += l;
    }
    return sum;
}

int main(void)
{
    static unsigned char seq[NT * NS];
    static int left[NN], right[NN];
    static double blen[NN], site_ll[NS];
    /* ((((0,1),(2,3)),((4,5),(6,7)))): nodes 8..14 in postorder */
    int l[7] = {0, 2, 8, 4, 6, 11, 10}, r[7] = {1, 3, 9, 5, 7, 12, 13};
    for (int n = 0; n < NN; n++) { left[n] = right[n] = -1; blen[n] = 0.05 + 0.01 * n; }
    for (int k = 0; k < 7; k++) { left[NT + k] = l[k]; right[NT + k] = r[k]; }
    unsigned s = 7;
    for (int i = 0; i < NS; i++) {
        s = s * 1664525u + 1013904223u;
        int anc = (int)(s >> 30);
        for (int n = 0; n < NT; n++) {
            s = s * 1664525u + 1013904223u;
            seq[n * NS + i] = (unsigned char)((s >> 24) % 10 < 8 ? anc : (s >> 28) & 3);
        }
    }
    double ll1, ll2;
    static double ll_sites[NS];
#pragma acc data copyin(seq, left, right) copy(blen) create(site_ll)
    {
        ll1 = total(seq, left, right, blen, site_ll);
#pragma acc update self(site_ll)
        for (int i = 0; i < NS; i++) ll_sites[i] = site_ll[i];
#pragma acc parallel loop present(blen)
        for (int n = 0; n < NN; n++) blen[n] *= 2.0;
        ll2 = total(seq, left, right, blen, site_ll);
        blen[0] = 0.5;
#pragma acc update device(blen[0:1])
    }
    CHECK(blen[0] == 0.5 && fabs(blen[1] - 2 * 0.06) < 1e-15);
    blen[0] = 2 * 0.05;
    double h1 = 0.0, h2 = 0.0, e = 0.0;
    for (int n = 0; n < NN; n++) blen[n] /= 2.0;
    for (int i = 0; i < NS; i++) {
        double x = site_loglik(seq, i, left, right, blen);
        h1 += x;
        e = fmax(e, fabs(x - ll_sites[i]));
    }
    for (int n = 0; n < NN; n++) blen[n] *= 2.0;
    for (int i = 0; i < NS; i++) h2 += site_loglik(seq, i, left, right, blen);
    CHECK(e < 1e-12);
    CHECK(fabs(ll1 - h1) < 1e-9 * fabs(h1) && fabs(ll2 - h2) < 1e-9 * fabs(h2));
    CHECK(ll1 < 0 && ll2 < ll1);
    CHECK_DONE();
}

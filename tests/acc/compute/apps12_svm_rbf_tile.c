/* RBF-kernel SVM inference as ML serving codes port it (spec 2.9.8 tile, 2.9 loop gang/vector,
 * 2.9.11 reduction, 2.7.6 present, 2.16 async): the kernel matrix between test points and
 * support vectors is a `parallel loop tile(8,16)` with a sequential squared distance, the
 * decision values are a `parallel loop gang` over test points with a `loop vector reduction(+:)`
 * over support vectors, both on queue 2, and a `+` reduction counts the positive class. The
 * support vectors are two noisy clusters; checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NSV 70
#define NTEST 90
#define D 6
#define GAMMA 0.4

int main(void)
{
    double *sv = malloc(NSV * D * sizeof(double)), *xt = malloc(NTEST * D * sizeof(double));
    double *coef = malloc(NSV * sizeof(double)), *K = malloc(NTEST * NSV * sizeof(double));
    double *dec = malloc(NTEST * sizeof(double));
    unsigned s = 9u;
#define RND() (s = s * 1664525u + 1013904223u, ((s >> 8) & 65535) / 65536.0 - 0.5)
    for (int v = 0; v < NSV; v++) {
        int cls = v % 2;
        for (int d = 0; d < D; d++) sv[v * D + d] = (cls ? 1.0 : -1.0) + 1.2 * RND();
        coef[v] = (cls ? 1.0 : -1.0) * (0.5 + RND());
    }
    for (int t = 0; t < NTEST; t++)
        for (int d = 0; d < D; d++) xt[t * D + d] = (t % 3 == 0 ? 1.0 : -1.0) * 0.8 + 1.5 * RND();
    const double bias = 0.05;
    int npos = 0;
#pragma acc data copyin(sv[0:NSV * D], xt[0:NTEST * D], coef[0:NSV]) create(K[0:NTEST * NSV]) copyout(dec[0:NTEST])
    {
#pragma acc parallel loop tile(8, 16) present(sv[0:NSV * D], xt[0:NTEST * D], K[0:NTEST * NSV]) async(2)
        for (int t = 0; t < NTEST; t++)
            for (int v = 0; v < NSV; v++) {
                double d2 = 0;
                for (int d = 0; d < D; d++) {
                    double q = xt[t * D + d] - sv[v * D + d];
                    d2 += q * q;
                }
                K[t * NSV + v] = exp(-GAMMA * d2);
            }
#pragma acc parallel loop gang present(K[0:NTEST * NSV], coef[0:NSV], dec[0:NTEST]) async(2)
        for (int t = 0; t < NTEST; t++) {
            double acc = 0;
#pragma acc loop vector reduction(+:acc)
            for (int v = 0; v < NSV; v++) acc += coef[v] * K[t * NSV + v];
            dec[t] = acc + bias;
        }
#pragma acc parallel loop reduction(+:npos) present(dec[0:NTEST]) async(2)
        for (int t = 0; t < NTEST; t++) npos += dec[t] > 0;
#pragma acc wait(2)
    }
    int hp = 0, agree = 0;
    double md = 0;
    for (int t = 0; t < NTEST; t++) {
        double acc = 0;
        for (int v = 0; v < NSV; v++) {
            double d2 = 0;
            for (int d = 0; d < D; d++) d2 += (xt[t * D + d] - sv[v * D + d]) * (xt[t * D + d] - sv[v * D + d]);
            acc += coef[v] * exp(-GAMMA * d2);
        }
        acc += bias;
        md = fmax(md, fabs(acc - dec[t]));
        hp += acc > 0;
        agree += (acc > 0) == (t % 3 == 0);
    }
    CHECK(md < 1e-10);
    CHECK(npos == hp);
    CHECK(agree > NTEST * 3 / 4);
    free(sv); free(xt); free(coef); free(K); free(dec);
    CHECK_DONE();
}

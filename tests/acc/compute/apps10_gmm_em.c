/* Expectation-maximization for a 1-D Gaussian mixture, written as statistics codes port it:
 * the E-step's responsibilities per point in a `parallel loop` with a private `r[K]`, the
 * M-step's sufficient statistics by array reductions (`reduction(+:nk[0:K], sx[0:K],
 * sxx[0:K])`, 2.5.15 / 2.9.11) on the same loop, the log-likelihood a scalar `+` reduction,
 * the data `present` inside one `data` region, the parameters `copyin` per iteration as a
 * small `update device`. Checked against the same EM on the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define N 4000
#define K 3
#define ITERS 8

static void estep_host(const double *x, int n, const double *mu, const double *var,
                       const double *w, double *nk, double *sx, double *sxx, double *ll)
{
    for (int k = 0; k < K; k++) nk[k] = sx[k] = sxx[k] = 0;
    *ll = 0;
    for (int i = 0; i < n; i++) {
        double r[K], tot = 0;
        for (int k = 0; k < K; k++) {
            double d = x[i] - mu[k];
            r[k] = w[k] * exp(-0.5 * d * d / var[k]) / sqrt(2 * M_PI * var[k]);
            tot += r[k];
        }
        *ll += log(tot);
        for (int k = 0; k < K; k++) {
            double q = r[k] / tot;
            nk[k] += q; sx[k] += q * x[i]; sxx[k] += q * x[i] * x[i];
        }
    }
}

static void mstep(int n, double *mu, double *var, double *w, const double *nk,
                  const double *sx, const double *sxx)
{
    for (int k = 0; k < K; k++) {
        mu[k] = sx[k] / nk[k];
        var[k] = sxx[k] / nk[k] - mu[k] * mu[k] + 1e-6;
        w[k] = nk[k] / n;
    }
}

int main(void)
{
    double *x = malloc(N * sizeof(double));
    unsigned s = 99;
    const double centers[K] = {-4.0, 0.5, 5.0};
    for (int i = 0; i < N; i++) {
        double u = 0;
        for (int t = 0; t < 6; t++) { s = s * 1103515245u + 12345u; u += ((s >> 16) & 0x7fff) / 32768.0; }
        x[i] = centers[i % K] + (u - 3.0) * 0.8;
    }
    double mu[K] = {-1, 0, 1}, var[K] = {4, 4, 4}, w[K] = {1.0 / 3, 1.0 / 3, 1.0 / 3};
    double hmu[K] = {-1, 0, 1}, hvar[K] = {4, 4, 4}, hw[K] = {1.0 / 3, 1.0 / 3, 1.0 / 3};
    double ll = 0, hll = 0, prev = -1e300;
    int monotone = 1;
#pragma acc data copyin(x[0:N]) create(mu, var, w)
    for (int it = 0; it < ITERS; it++) {
        double nk[K] = {0}, sx[K] = {0}, sxx[K] = {0};
        ll = 0;
#pragma acc update device(mu, var, w)
#pragma acc parallel loop present(x[0:N], mu, var, w) reduction(+:nk[0:K], sx[0:K], sxx[0:K]) reduction(+:ll)
        for (int i = 0; i < N; i++) {
            double r[K], tot = 0;
            for (int k = 0; k < K; k++) {
                double d = x[i] - mu[k];
                r[k] = w[k] * exp(-0.5 * d * d / var[k]) / sqrt(2 * M_PI * var[k]);
                tot += r[k];
            }
            ll += log(tot);
            for (int k = 0; k < K; k++) {
                double q = r[k] / tot;
                nk[k] += q; sx[k] += q * x[i]; sxx[k] += q * x[i] * x[i];
            }
        }
        mstep(N, mu, var, w, nk, sx, sxx);
        double hnk[K], hsx[K], hsxx[K];
        estep_host(x, N, hmu, hvar, hw, hnk, hsx, hsxx, &hll);
        mstep(N, hmu, hvar, hw, hnk, hsx, hsxx);
        if (ll < prev - 1e-6) monotone = 0;
        prev = ll;
    }
    CHECK(monotone);
    CHECK(fabs(ll - hll) < 1e-8 * fabs(hll));
    for (int k = 0; k < K; k++) {
        CHECK(fabs(mu[k] - hmu[k]) < 1e-8);
        CHECK(fabs(var[k] - hvar[k]) < 1e-8);
        CHECK(fabs(w[k] - hw[k]) < 1e-8);
    }
    CHECK(mu[0] < -3.0 && mu[2] > 3.0);
    free(x);
    CHECK_DONE();
}

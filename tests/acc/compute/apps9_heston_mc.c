/* A Heston stochastic-volatility Monte Carlo pricer as quant codes write it: one path per
 * iteration of a `parallel loop` with its own 64-bit LCG state, correlated normals by
 * Box-Muller from a `routine seq` helper returning a struct of two values (2.15.1),
 * full-truncation Euler steps of the variance, the discounted call and put payoffs and the
 * call's square summed with three `+` reductions (2.9.11), the model's parameters in a
 * struct passed by value (firstprivate, 2.5.14). Checked against the host's run of the same
 * paths and put-call parity. */
#include <math.h>
#include <stdint.h>
#include "check.h"
#define NPATH 4096
#define NSTEP 64
typedef struct { double s0, v0, r, kappa, theta, xi, rho, K, T; } heston_t;
typedef struct { double z0, z1; } pair_t;

#pragma acc routine seq
static double uniform(uint64_t *st)
{
    *st = *st * 6364136223846793005ull + 1442695040888963407ull;
    return ((*st >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

#pragma acc routine seq
static pair_t box_muller(uint64_t *st)
{
    double u1 = uniform(st), u2 = uniform(st);
    double r = sqrt(-2.0 * log(u1));
    pair_t p = {r * cos(6.283185307179586 * u2), r * sin(6.283185307179586 * u2)};
    return p;
}

#pragma acc routine seq
static double path(heston_t m, uint64_t seed)
{
    uint64_t st = seed * 0x9e3779b97f4a7c15ull + 1;
    double dt = m.T / NSTEP, lnS = log(m.s0), v = m.v0;
    for (int k = 0; k < NSTEP; k++) {
        pair_t z = box_muller(&st);
        double w2 = m.rho * z.z0 + sqrt(1.0 - m.rho * m.rho) * z.z1;
        double vp = v > 0.0 ? v : 0.0;
        lnS += (m.r - 0.5 * vp) * dt + sqrt(vp * dt) * z.z0;
        v += m.kappa * (m.theta - vp) * dt + m.xi * sqrt(vp * dt) * w2;
    }
    return exp(lnS);
}

int main(void)
{
    heston_t m = {100.0, 0.04, 0.03, 1.5, 0.04, 0.5, -0.7, 100.0, 1.0};
    double call = 0.0, put = 0.0, call2 = 0.0, fwd = 0.0;
    double disc = exp(-m.r * m.T);
#pragma acc parallel loop reduction(+:call, put, call2, fwd)
    for (int p = 0; p < NPATH; p++) {
        double S = path(m, (uint64_t)p);
        double c = disc * fmax(S - m.K, 0.0), q = disc * fmax(m.K - S, 0.0);
        call += c; put += q; call2 += c * c; fwd += disc * S;
    }
    double hc = 0.0, hp = 0.0, hc2 = 0.0;
    for (int p = 0; p < NPATH; p++) {
        double S = path(m, (uint64_t)p);
        double c = disc * fmax(S - m.K, 0.0);
        hc += c; hp += disc * fmax(m.K - S, 0.0); hc2 += c * c;
    }
    CHECK(fabs(call - hc) < 1e-9 * hc && fabs(put - hp) < 1e-9 * hp && fabs(call2 - hc2) < 1e-9 * hc2);
    call /= NPATH; put /= NPATH; fwd /= NPATH;
    double se = sqrt((call2 / NPATH - call * call) / NPATH);
    /* put-call parity holds path by path: C - P = disc*S - disc*K */
    CHECK(fabs((call - put) - (fwd - disc * m.K)) < 1e-9);
    CHECK(call > 7.0 && call < 13.0 && se < 0.5);
    CHECK_DONE();
}

/* A Black-Scholes European option pricer, as finance codes port it: an array of option
 * structs (`opt_t`, float spot/strike/expiry) priced twice, in float with the Abramowitz-Stegun
 * polynomial CND (`expf`, `logf`, `sqrtf`, `fabsf`) and in double with `erfc`, `exp`, `log`,
 * `sqrt` (math.h float and double functions in `routine seq` helpers, 2.15.1). Uses: `copyin`
 * of the struct array and `copyout` of two `restrict` result arrays (2.7), `gang vector` with
 * `vector_length(128)`, and one construct with three reductions on different operators
 * (`reduction(+:sum) reduction(max:pmax) reduction(min:cmin)`, 2.9.11). Prices must match the
 * same functions in plain C, satisfy put-call parity, and the float prices the double ones. */
#include <math.h>
#include "check.h"

#define NOPT 4096
#define RATE 0.02
#define VOL 0.30

typedef struct {
    float S, K, T;
} opt_t;

#pragma acc routine seq
static float cnd_poly(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f,
                a5 = 1.330274429f, rsqrt2pi = 0.39894228040143267794f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float c = rsqrt2pi * expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d > 0 ? 1.0f - c : c;
}

#pragma acc routine seq
static double cnd_erfc(double d)
{
    return 0.5 * erfc(-d * M_SQRT1_2);
}

#pragma acc routine seq
static void price_f(opt_t o, float *call, float *put)
{
    float sq = sqrtf(o.T);
    float d1 = (logf(o.S / o.K) + (float)(RATE + 0.5 * VOL * VOL) * o.T) / ((float)VOL * sq);
    float d2 = d1 - (float)VOL * sq;
    float disc = expf(-(float)RATE * o.T);
    *call = o.S * cnd_poly(d1) - o.K * disc * cnd_poly(d2);
    *put = o.K * disc * (1.0f - cnd_poly(d2)) - o.S * (1.0f - cnd_poly(d1));
}

#pragma acc routine seq
static double call_d(double S, double K, double T)
{
    double sq = sqrt(T);
    double d1 = (log(S / K) + (RATE + 0.5 * VOL * VOL) * T) / (VOL * sq);
    double d2 = d1 - VOL * sq;
    return S * cnd_erfc(d1) - K * exp(-RATE * T) * cnd_erfc(d2);
}

int main(void)
{
    opt_t *o = malloc(NOPT * sizeof(opt_t));
    float *call = malloc(NOPT * sizeof(float)), *put = malloc(NOPT * sizeof(float));
    double *calld = malloc(NOPT * sizeof(double));
    unsigned s = 31u;
    for (int i = 0; i < NOPT; i++) {
        s = s * 1664525u + 1013904223u;
        o[i].S = 5.0f + 25.0f * (float)(s >> 8) / 16777216.0f;
        s = s * 1664525u + 1013904223u;
        o[i].K = 1.0f + 99.0f * (float)(s >> 8) / 16777216.0f;
        s = s * 1664525u + 1013904223u;
        o[i].T = 0.25f + 9.75f * (float)(s >> 8) / 16777216.0f;
    }
    double sum = 0.0;
    float pmax = 0.0f;
    double cmin = 1e30;
    {
        float *restrict c = call, *restrict p = put;
        double *restrict cd = calld;
#pragma acc parallel loop gang vector vector_length(128) copyin(o[0:NOPT]) \
    copyout(c[0:NOPT], p[0:NOPT], cd[0:NOPT]) reduction(+:sum) reduction(max:pmax) reduction(min:cmin)
        for (int i = 0; i < NOPT; i++) {
            price_f(o[i], &c[i], &p[i]);
            cd[i] = call_d(o[i].S, o[i].K, o[i].T);
            sum += cd[i];
            pmax = fmaxf(pmax, p[i]);
            cmin = fmin(cmin, cd[i]);
        }
    }
    double hsum = 0, hcmin = 1e30, ed = 0, ef = 0, parity = 0;
    float hpmax = 0, ecall = 0;
    for (int i = 0; i < NOPT; i++) {
        float hc, hp;
        price_f(o[i], &hc, &hp);
        double hd = call_d(o[i].S, o[i].K, o[i].T);
        hsum += hd;
        hpmax = fmaxf(hpmax, hp);
        hcmin = fmin(hcmin, hd);
        ed = fmax(ed, fabs(hd - calld[i]) / fmax(1.0, hd));
        ecall = fmaxf(ecall, fmaxf(fabsf(hc - call[i]), fabsf(hp - put[i])));
        ef = fmax(ef, fabs((double)call[i] - calld[i]));
        /* C - P = S - K e^{-rT} */
        parity = fmax(parity, fabs(calld[i] - put[i] - (o[i].S - o[i].K * exp(-RATE * o[i].T))));
    }
    CHECK(ed < 1e-12);
    CHECK(ecall < 1e-3f); /* float math functions of the device: a few ulps of a price */
    CHECK(ef < 2e-3);     /* the polynomial CND against erfc */
    CHECK(parity < 5e-3);
    CHECK(fabs(sum - hsum) < 1e-10 * hsum);
    CHECK(fabsf(pmax - hpmax) < 1e-3f);
    CHECK(cmin == hcmin || fabs(cmin - hcmin) < 1e-12);
    printf("black-scholes: sum %.6f, max put %.4f, min call %.3e, |f - d| %.2e, parity %.2e\n",
           sum, pmax, cmin, ef, parity);
    CHECK_DONE();
}

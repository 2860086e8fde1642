/* Monte-Carlo pricing of a book of European and arithmetic Asian calls with a counter-based
 * random number generator (Philox-2x32-10, Salmon et al. 2011), as a finance code ports it
 * (spec 2.15.1 routine seq helpers on `uint32_t`/`uint64_t`, 2.9 loop gang over options with
 * an inner `loop vector reduction(+:sum, sum2)`, 2.16 the two option kinds on two async queues,
 * 2.6.5 data with a struct array copyin and a results array copyout, 2.9.10 private). The
 * stream of path p of option o is Philox(key = o, counter = p, step), so each path's normals
 * are the same whoever draws them: the prices must match the plain C loop to rounding, and the
 * European prices must lie within four standard errors of Black-Scholes. */
#include <math.h>
#include <stdint.h>
#include "check.h"

#define NOPT 24
#define NPATH 4096
#define NSTEP 16

typedef struct {
    float s0, strike, vol, t;
    double rate;
    int asian;
} option_t;

typedef struct {
    double price, stderr_;
} result_t;

#pragma acc routine seq
static inline uint32_t mulhilo(uint32_t a, uint32_t b, uint32_t *hi)
{
    uint64_t p = (uint64_t)a * b;
    *hi = (uint32_t)(p >> 32);
    return (uint32_t)p;
}

/* Philox-2x32 with 10 rounds: two 32-bit outputs per (key, counter) */
#pragma acc routine seq
static void philox2x32(uint32_t key, uint32_t c0, uint32_t c1, uint32_t out[2])
{
    for (int r = 0; r < 10; r++) {
        uint32_t hi, lo = mulhilo(0xD256D193u, c0, &hi);
        c0 = hi ^ key ^ c1;
        c1 = lo;
        key += 0x9E3779B9u;
    }
    out[0] = c0;
    out[1] = c1;
}

#pragma acc routine seq
static inline double u01(uint32_t x) { return ((double)x + 0.5) * (1.0 / 4294967296.0); }

#pragma acc routine seq
static double path_payoff(const option_t *o, uint32_t key, uint32_t path)
{
    double dt = o->t / NSTEP, s = o->s0, avg = 0.0;
    double drift = (o->rate - 0.5 * (double)o->vol * o->vol) * dt, sd = o->vol * sqrt(dt);
    for (int k = 0; k < NSTEP; k += 2) {
        uint32_t r[2];
        philox2x32(key, path, (uint32_t)k, r);
        double rad = sqrt(-2.0 * log(u01(r[0]))), th = 6.283185307179586 * u01(r[1]);
        double z[2] = {rad * cos(th), rad * sin(th)}; /* Box-Muller */
        for (int q = 0; q < 2; q++) {
            s *= exp(drift + sd * z[q]);
            avg += s;
        }
    }
    double under = o->asian ? avg / NSTEP : s;
    return under > o->strike ? under - o->strike : 0.0;
}

static double black_scholes_call(const option_t *o)
{
    double sq = o->vol * sqrt((double)o->t);
    double d1 = (log(o->s0 / (double)o->strike) + (o->rate + 0.5 * (double)o->vol * o->vol) * o->t) / sq;
    double d2 = d1 - sq;
    double n1 = 0.5 * erfc(-d1 / sqrt(2.0)), n2 = 0.5 * erfc(-d2 / sqrt(2.0));
    return o->s0 * n1 - o->strike * exp(-o->rate * o->t) * n2;
}

int main(void)
{
    option_t opt[NOPT];
    result_t res[NOPT], href[NOPT];
    int neu = 0;
    for (int o = 0; o < NOPT; o++) {
        opt[o].s0 = 100.0f;
        opt[o].strike = 80.0f + 5.0f * (o % 8);
        opt[o].vol = 0.15f + 0.05f * (o % 3);
        opt[o].t = 0.5f + 0.5f * (o % 2);
        opt[o].rate = 0.01 + 0.005 * (o % 4);
        opt[o].asian = o >= NOPT / 2;
        neu += !opt[o].asian;
    }
    for (int o = 0; o < NOPT; o++) { /* the reference, path by path */
        double s1 = 0, s2 = 0;
        for (int p = 0; p < NPATH; p++) {
            double v = path_payoff(&opt[o], (uint32_t)o, (uint32_t)p);
            s1 += v;
            s2 += v * v;
        }
        double disc = exp(-opt[o].rate * opt[o].t), mean = s1 / NPATH;
        href[o].price = disc * mean;
        href[o].stderr_ = disc * sqrt((s2 / NPATH - mean * mean) / NPATH);
    }

#pragma acc data copyin(opt) copyout(res)
    {
        /* Europeans on queue 1, Asians on queue 2 */
#pragma acc parallel loop gang present(opt, res) async(1)
        for (int o = 0; o < neu; o++) {
            double s1 = 0, s2 = 0;
#pragma acc loop vector reduction(+:s1, s2)
            for (int p = 0; p < NPATH; p++) {
                double v = path_payoff(&opt[o], (uint32_t)o, (uint32_t)p);
                s1 += v;
                s2 += v * v;
            }
            double disc = exp(-opt[o].rate * opt[o].t), mean = s1 / NPATH;
            res[o].price = disc * mean;
            res[o].stderr_ = disc * sqrt((s2 / NPATH - mean * mean) / NPATH);
        }
#pragma acc parallel loop gang num_gangs(NOPT - neu) vector_length(128) present(opt, res) async(2)
        for (int o = neu; o < NOPT; o++) {
            double s1 = 0, s2 = 0;
#pragma acc loop vector reduction(+:s1, s2)
            for (int p = 0; p < NPATH; p++) {
                double v = path_payoff(&opt[o], (uint32_t)o, (uint32_t)p);
                s1 += v;
                s2 += v * v;
            }
            double disc = exp(-opt[o].rate * opt[o].t), mean = s1 / NPATH;
            res[o].price = disc * mean;
            res[o].stderr_ = disc * sqrt((s2 / NPATH - mean * mean) / NPATH);
        }
#pragma acc wait
    }
    double perr = 0;
    int outside = 0;
    for (int o = 0; o < NOPT; o++) {
        perr = fmax(perr, fabs(res[o].price - href[o].price) / (1.0 + href[o].price));
        if (!opt[o].asian) outside += fabs(res[o].price - black_scholes_call(&opt[o])) > 4.0 * res[o].stderr_;
        else CHECK(res[o].price < black_scholes_call(&opt[o])); /* averaging lowers the price */
    }
    CHECK(perr < 1e-10);
    CHECK(outside == 0);
    printf("options: %d priced, max relative difference %.2e, %d outside 4 sigma; call(K=80) %.4f +- %.4f (BS %.4f)\n",
           NOPT, perr, outside, res[0].price, res[0].stderr_, black_scholes_call(&opt[0]));
    CHECK_DONE();
}

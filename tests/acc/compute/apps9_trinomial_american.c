/* American options on a trinomial tree as pricing libraries batch them on GPUs: one option
 * per gang (`parallel loop gang`), the tree's node values in two gang-private buffers
 * (`private(va, vb)`, 2.5.13) swapped by pointer in the gang-redundant code after each
 * backward step, every step's nodes a `loop vector` (2.9.4) with the early-exercise max; the
 * options' parameters an array of structs, the prices copied out and their sum a `+`
 * reduction. Checked against the host's tree and by put-call bounds. */
#include <math.h>
#include "check.h"
#define NOPT 24
#define NSTEP 40
#define NNODE (2 * NSTEP + 1)
typedef struct { double S, K, r, sigma, T; int put; } option_t;

static double host_price(option_t o)
{
    double v[NNODE], w[NNODE];
    double dt = o.T / NSTEP, dx = o.sigma * sqrt(3.0 * dt), nu = o.r - 0.5 * o.sigma * o.sigma;
    double pu = 0.5 * ((o.sigma * o.sigma * dt + nu * nu * dt * dt) / (dx * dx) + nu * dt / dx);
    double pd = 0.5 * ((o.sigma * o.sigma * dt + nu * nu * dt * dt) / (dx * dx) - nu * dt / dx);
    double pm = 1.0 - pu - pd, disc = exp(-o.r * dt);
    for (int j = 0; j < NNODE; j++) {
        double s = o.S * exp((j - NSTEP) * dx);
        v[j] = fmax(o.put ? o.K - s : s - o.K, 0.0);
    }
    for (int t = NSTEP - 1; t >= 0; t--) {
        for (int j = NSTEP - t; j <= NSTEP + t; j++) {
            double s = o.S * exp((j - NSTEP) * dx);
            double cont = disc * (pu * v[j + 1] + pm * v[j] + pd * v[j - 1]);
            w[j] = fmax(cont, o.put ? o.K - s : s - o.K);
        }
        for (int j = NSTEP - t; j <= NSTEP + t; j++) v[j] = w[j];
    }
    return v[NSTEP];
}

int main(void)
{
    static option_t opt[NOPT];
    static double price[NOPT];
    for (int i = 0; i < NOPT; i++) {
        option_t o = {100.0, 80.0 + 2.5 * (i / 2), 0.05, 0.2 + 0.01 * (i % 5), 0.5 + 0.1 * (i % 3), i % 2};
        opt[i] = o;
    }
    double va[NNODE], vb[NNODE], total = 0.0;
#pragma acc parallel loop gang vector_length(32) private(va, vb) copyin(opt) copyout(price) reduction(+:total)
    for (int i = 0; i < NOPT; i++) {
        option_t o = opt[i];
        double dt = o.T / NSTEP, dx = o.sigma * sqrt(3.0 * dt), nu = o.r - 0.5 * o.sigma * o.sigma;
        double pu = 0.5 * ((o.sigma * o.sigma * dt + nu * nu * dt * dt) / (dx * dx) + nu * dt / dx);
        double pd = 0.5 * ((o.sigma * o.sigma * dt + nu * nu * dt * dt) / (dx * dx) - nu * dt / dx);
        double pm = 1.0 - pu - pd, disc = exp(-o.r * dt);
        double *v = va, *w = vb;
#pragma acc loop vector
        for (int j = 0; j < NNODE; j++) {
            double s = o.S * exp((j - NSTEP) * dx);
            v[j] = fmax(o.put ? o.K - s : s - o.K, 0.0);
        }
        for (int t = NSTEP - 1; t >= 0; t--) {
#pragma acc loop vector
            for (int j = NSTEP - t; j <= NSTEP + t; j++) {
                double s = o.S * exp((j - NSTEP) * dx);
                double cont = disc * (pu * v[j + 1] + pm * v[j] + pd * v[j - 1]);
                w[j] = fmax(cont, o.put ? o.K - s : s - o.K);
            }
            double *tmp = v; v = w; w = tmp;
        }
        price[i] = v[NSTEP];
        total += v[NSTEP];
    }
    double e = 0.0, ht = 0.0;
    for (int i = 0; i < NOPT; i++) {
        double h = host_price(opt[i]);
        e = fmax(e, fabs(price[i] - h));
        ht += h;
        option_t o = opt[i];
        double intrinsic = fmax(o.put ? o.K - o.S : o.S - o.K, 0.0);
        CHECK(price[i] >= intrinsic - 1e-12);
        CHECK(o.put ? price[i] <= o.K : price[i] <= o.S);
    }
    CHECK(e < 1e-9);
    CHECK(fabs(total - ht) < 1e-9 * ht);
    CHECK_DONE();
}

/* Two-stream radiative transfer per column and spectral band as climate radiation codes write
 * it (spec 2.9 gang worker vector, 2.5.10/2.5.11 num_workers/vector_length, 2.15.1 routine
 * worker, 2.9.11 reduction in a vector loop, 2.6.5 data present): columns are gangs, bands are
 * workers inside a `routine worker`, the vertical downward/upward sweeps are sequential per
 * band and the band-summed surface flux is a `reduction(+:)` over the worker loop. Checked
 * against the host with tolerances. */
#include <math.h>
#include "check.h"
#define NCOL 40
#define NLEV 24
#define NBAND 16

#pragma acc routine worker
static double column_flux(const double *restrict tau, const double *restrict ssa, const double *restrict sfc,
                          double *restrict fdn, double *restrict fup, int c)
{
    double sum = 0.0;
#pragma acc loop worker reduction(+:sum)
    for (int b = 0; b < NBAND; b++) {
        double *dn = fdn + (c * NBAND + b) * (NLEV + 1);
        double *up = fup + (c * NBAND + b) * (NLEV + 1);
        dn[0] = 1.0 + 0.1 * b;
        for (int k = 0; k < NLEV; k++) {
            double t = tau[(c * NLEV + k) * NBAND + b];
            double tr = exp(-1.66 * t);
            dn[k + 1] = dn[k] * (tr + 0.5 * ssa[b] * (1.0 - tr));
        }
        up[NLEV] = sfc[c] * dn[NLEV];
        for (int k = NLEV - 1; k >= 0; k--) {
            double t = tau[(c * NLEV + k) * NBAND + b];
            double tr = exp(-1.66 * t);
            up[k] = up[k + 1] * (tr + 0.5 * ssa[b] * (1.0 - tr));
        }
        sum += dn[NLEV] - up[NLEV];
    }
    return sum;
}

int main(void)
{
    static double tau[NCOL * NLEV * NBAND], ssa[NBAND], sfc[NCOL];
    static double fdn[NCOL * NBAND * (NLEV + 1)], fup[NCOL * NBAND * (NLEV + 1)], net[NCOL];
    static double hdn[NCOL * NBAND * (NLEV + 1)], hup[NCOL * NBAND * (NLEV + 1)];
    for (int c = 0; c < NCOL; c++) {
        sfc[c] = 0.1 + 0.02 * (c % 10);
        for (int k = 0; k < NLEV; k++)
            for (int b = 0; b < NBAND; b++)
                tau[(c * NLEV + k) * NBAND + b] = 0.01 + 0.002 * ((c + 3 * k + 5 * b) % 17);
    }
    for (int b = 0; b < NBAND; b++) ssa[b] = 0.3 + 0.04 * b;
#pragma acc data copyin(tau, ssa, sfc) copyout(fdn, fup, net)
    {
#pragma acc parallel loop gang num_workers(4) vector_length(32) present(tau, ssa, sfc, fdn, fup, net)
        for (int c = 0; c < NCOL; c++) net[c] = column_flux(tau, ssa, sfc, fdn, fup, c);
    }
    for (int c = 0; c < NCOL; c++) {
        double h = column_flux(tau, ssa, sfc, hdn, hup, c);
        CHECK(fabs(net[c] - h) < 1e-10 * (1.0 + fabs(h)));
    }
    for (int n = 0; n < NCOL * NBAND * (NLEV + 1); n++) {
        CHECK(fabs(fdn[n] - hdn[n]) < 1e-12);
        CHECK(fabs(fup[n] - hup[n]) < 1e-12);
    }
    CHECK_DONE();
}

/* 1-D electrostatic particle-in-cell (two-stream instability) as plasma teaching codes port it
 * (spec 2.12 atomic, 2.5.3 serial, 2.9.11 reduction, 2.7.6 present, 2.14.4 update): cloud-in-
 * cell charge deposition with `atomic update` on a periodic grid, the field from Gauss's law by
 * a prefix sum in a `serial` region (zero-mean field), linear field gather and a leapfrog push
 * with periodic wrap, the field energy a `+` reduction every step and the particles brought back
 * by `update self` every 10 steps. Checked against the same scheme on the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NPART 2000
#define NG 64
#define LEN 20.0
#define STEPS 120
#define DT 0.1

static void host_step(double *x, double *v, double *rho, double *E, double q, double dx)
{
    for (int g = 0; g < NG; g++) rho[g] = 0;
    for (int p = 0; p < NPART; p++) {
        double s = x[p] / dx;
        int i = (int)s;
        double f = s - i;
        rho[i % NG] += q * (1 - f) / dx;
        rho[(i + 1) % NG] += q * f / dx;
    }
    double mean = 0, acc = 0;
    for (int g = 0; g < NG; g++) mean += rho[g];
    mean /= NG;
    for (int g = 0; g < NG; g++) { acc += (rho[g] - mean) * dx; E[g] = acc; }
    double em = 0;
    for (int g = 0; g < NG; g++) em += E[g];
    for (int g = 0; g < NG; g++) E[g] -= em / NG;
    for (int p = 0; p < NPART; p++) {
        double s = x[p] / dx;
        int i = (int)s;
        double f = s - i, e = (1 - f) * E[i % NG] + f * E[(i + 1) % NG];
        v[p] -= DT * e;
        x[p] += DT * v[p];
        if (x[p] < 0) x[p] += LEN;
        if (x[p] >= LEN) x[p] -= LEN;
    }
}

int main(void)
{
    double *x = malloc(NPART * sizeof(double)), *v = malloc(NPART * sizeof(double));
    double *hx = malloc(NPART * sizeof(double)), *hv = malloc(NPART * sizeof(double));
    double rho[NG], E[NG], hrho[NG], hE[NG], we[STEPS], hwe[STEPS];
    const double dx = LEN / NG, q = -LEN / NPART;
    for (int p = 0; p < NPART; p++) {
        x[p] = hx[p] = fmod((p / 2 + 0.5) * LEN / (NPART / 2) + 0.01 * sin(2 * M_PI * p / NPART * 2), LEN);
        v[p] = hv[p] = p % 2 ? 1.0 : -1.0;
    }
    int snaps = 0;
    double vsum = 0;
#pragma acc data copy(x[0:NPART], v[0:NPART]) create(rho, E)
    for (int t = 0; t < STEPS; t++) {
#pragma acc parallel loop present(rho)
        for (int g = 0; g < NG; g++) rho[g] = 0;
#pragma acc parallel loop present(x[0:NPART], rho)
        for (int p = 0; p < NPART; p++) {
            double s = x[p] / dx;
            int i = (int)s;
            double f = s - i;
#pragma acc atomic update
            rho[i % NG] += q * (1 - f) / dx;
#pragma acc atomic update
            rho[(i + 1) % NG] += q * f / dx;
        }
#pragma acc serial present(rho, E)
        {
            double mean = 0, acc = 0, em = 0;
            for (int g = 0; g < NG; g++) mean += rho[g];
            mean /= NG;
            for (int g = 0; g < NG; g++) { acc += (rho[g] - mean) * dx; E[g] = acc; }
            for (int g = 0; g < NG; g++) em += E[g];
            for (int g = 0; g < NG; g++) E[g] -= em / NG;
        }
        double w = 0;
#pragma acc parallel loop reduction(+:w) present(E)
        for (int g = 0; g < NG; g++) w += 0.5 * E[g] * E[g] * dx;
        we[t] = w;
#pragma acc parallel loop present(x[0:NPART], v[0:NPART], E)
        for (int p = 0; p < NPART; p++) {
            double s = x[p] / dx;
            int i = (int)s;
            double f = s - i, e = (1 - f) * E[i % NG] + f * E[(i + 1) % NG];
            v[p] -= DT * e;
            x[p] += DT * v[p];
            if (x[p] < 0) x[p] += LEN;
            if (x[p] >= LEN) x[p] -= LEN;
        }
        if (t % 10 == 9) {
#pragma acc update self(v[0:NPART])
            for (int p = 0; p < NPART; p++) vsum += v[p];
            snaps++;
        }
    }
    double hvsum = 0;
    for (int t = 0; t < STEPS; t++) {
        host_step(hx, hv, hrho, hE, q, dx);
        double w = 0;
        for (int g = 0; g < NG; g++) w += 0.5 * hE[g] * hE[g] * dx;
        hwe[t] = w;
        if (t % 10 == 9) for (int p = 0; p < NPART; p++) hvsum += hv[p];
    }
    CHECK(snaps == STEPS / 10);
    for (int t = 0; t < STEPS; t++) CHECK(fabs(we[t] - hwe[t]) <= 1e-6 * hwe[t] + 1e-12);
    double md = 0;
    for (int p = 0; p < NPART; p++) md = fmax(md, fabs(x[p] - hx[p]) + fabs(v[p] - hv[p]));
    CHECK(md < 1e-6);
    CHECK(fabs(vsum - hvsum) < 1e-6 * NPART);
    double wmin = hwe[0], wmax = 0;
    for (int t = 0; t < STEPS; t++) { wmin = fmin(wmin, hwe[t]); wmax = fmax(wmax, hwe[t]); }
    CHECK(wmax > 1000 * wmin); /* the instability grows */
    free(x); free(v); free(hx); free(hv);
    CHECK_DONE();
}

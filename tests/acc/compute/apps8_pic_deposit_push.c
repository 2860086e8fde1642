/* A 1-D electrostatic particle-in-cell step as plasma codes port it to OpenACC: particles as a
 * struct of arrays, cloud-in-cell charge deposit with `atomic update` (2.12) on the grid, a
 * field solve (prefix sum by a `serial` region, 2.5.3, then a mean removal with a `reduction`),
 * the gather/push in a `parallel loop` with periodic wrap, and the kinetic energy as a scalar
 * reduction; all inside one `data` region with `present` clauses and an `update self`
 * (2.14.4) of the field. Several steps; checked against the host. */
#include <math.h>
#include "check.h"
#define NG 64
#define NP 4096
#define L 1.0
#define STEPS 5
typedef struct {
    double *x, *v;
    int n;
} particles;

static void step_host(double *x, double *v, int n, double *rho, double *E, double dx, double dt, double q, double *ke)
{
    for (int g = 0; g < NG; g++) rho[g] = 0.0;
    for (int p = 0; p < n; p++) {
        double xg = x[p] / dx;
        int i = (int)xg;
        double w = xg - i;
        rho[i % NG] += q * (1.0 - w);
        rho[(i + 1) % NG] += q * w;
    }
    double mean = 0.0;
    for (int g = 0; g < NG; g++) mean += rho[g];
    mean /= NG;
    E[0] = 0.0;
    for (int g = 1; g < NG; g++) E[g] = E[g - 1] + (rho[g - 1] - mean) * dx;
    double em = 0.0;
    for (int g = 0; g < NG; g++) em += E[g];
    em /= NG;
    for (int g = 0; g < NG; g++) E[g] -= em;
    double k = 0.0;
    for (int p = 0; p < n; p++) {
        double xg = x[p] / dx;
        int i = (int)xg;
        double w = xg - i;
        double Ep = E[i % NG] * (1.0 - w) + E[(i + 1) % NG] * w;
        v[p] += q * Ep * dt;
        x[p] += v[p] * dt;
        while (x[p] >= L) x[p] -= L;
        while (x[p] < 0.0) x[p] += L;
        k += 0.5 * v[p] * v[p];
    }
    *ke = k;
}

int main(void)
{
    particles P = {malloc(NP * sizeof(double)), malloc(NP * sizeof(double)), NP};
    double *hx = malloc(NP * sizeof(double)), *hv = malloc(NP * sizeof(double));
    double rho[NG], E[NG], hrho[NG], hE[NG];
    const double dx = L / NG, dt = 0.05, q = -1.0 / NP;
    for (int p = 0; p < NP; p++) {
        P.x[p] = hx[p] = fmod((p + 0.5) / NP + 0.01 * sin(2.0 * M_PI * p / NP), L);
        P.v[p] = hv[p] = (p % 2 ? 0.1 : -0.1);
    }
    double *x = P.x, *v = P.v;
    int n = P.n;
    double ke_dev[STEPS], ke_host[STEPS];
    for (int s = 0; s < STEPS; s++)
        step_host(hx, hv, NP, hrho, hE, dx, dt, q, &ke_host[s]);
#pragma acc data copy(x[0:n], v[0:n]) create(rho[0:NG], E[0:NG])
    for (int s = 0; s < STEPS; s++) {
#pragma acc parallel loop present(rho)
        for (int g = 0; g < NG; g++) rho[g] = 0.0;
#pragma acc parallel loop present(x, rho)
        for (int p = 0; p < n; p++) {
            double xg = x[p] / dx;
            int i = (int)xg;
            double w = xg - i;
#pragma acc atomic update
            rho[i % NG] += q * (1.0 - w);
#pragma acc atomic update
            rho[(i + 1) % NG] += q * w;
        }
        double mean = 0.0;
#pragma acc parallel loop present(rho) reduction(+:mean)
        for (int g = 0; g < NG; g++) mean += rho[g];
        mean /= NG;
#pragma acc serial present(rho, E)
        {
            E[0] = 0.0;
            for (int g = 1; g < NG; g++) E[g] = E[g - 1] + (rho[g - 1] - mean) * dx;
        }
        double em = 0.0;
#pragma acc parallel loop present(E) reduction(+:em)
        for (int g = 0; g < NG; g++) em += E[g];
        em /= NG;
#pragma acc parallel loop present(E)
        for (int g = 0; g < NG; g++) E[g] -= em;
        double k = 0.0;
#pragma acc parallel loop present(x, v, E) reduction(+:k)
        for (int p = 0; p < n; p++) {
            double xg = x[p] / dx;
            int i = (int)xg;
            double w = xg - i;
            double Ep = E[i % NG] * (1.0 - w) + E[(i + 1) % NG] * w;
            v[p] += q * Ep * dt;
            x[p] += v[p] * dt;
            while (x[p] >= L) x[p] -= L;
            while (x[p] < 0.0) x[p] += L;
            k += 0.5 * v[p] * v[p];
        }
        ke_dev[s] = k;
#pragma acc update self(E[0:NG])
    }
    for (int s = 0; s < STEPS; s++)
        CHECK(fabs(ke_dev[s] - ke_host[s]) <= 1e-9 * fabs(ke_host[s]) + 1e-14);
    int bad = 0;
    for (int p = 0; p < NP; p++)
        if (fabs(P.x[p] - hx[p]) > 1e-9 || fabs(P.v[p] - hv[p]) > 1e-9) bad++;
    for (int g = 0; g < NG; g++)
        if (fabs(E[g] - hE[g]) > 1e-9) bad++;
    CHECK(bad == 0);
    free(P.x); free(P.v); free(hx); free(hv);
    CHECK_DONE();
}

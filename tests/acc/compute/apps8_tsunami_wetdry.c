/* A tsunami run-up model (2-D nonlinear shallow water on a staggered C grid with wet/dry
 * cells over a sloping beach), as coastal-ocean codes port it with `kernels`: the state as 2-D
 * arrays through pointers to rows `double (*restrict eta)[NX]`, the momentum update with
 * upwinded total depth and a dry-face test (flux zero where the upwind cell is dry or the water
 * is below the bed), the continuity update, a minimum-depth clip and the wet-cell count and
 * maximum run-up as reductions in `kernels` regions; `kernels loop independent` on the outer
 * rows and plain inner loops, as nvc users write them. Checked against the host. */
#include <math.h>
#include "check.h"
#define NX 80
#define NY 24
#define HMIN 1e-3

static void step(int dev, double (*restrict eta)[NX], double (*restrict u)[NX + 1], double (*restrict v)[NX],
                 const double (*restrict hb)[NX], double dt, double dx, double g)
{
#pragma acc kernels present(eta, u, v, hb) if(dev)
    {
#pragma acc loop independent
        for (int j = 0; j < NY; j++)
            for (int i = 1; i < NX; i++) {
                double dl = eta[j][i - 1] + hb[j][i - 1], dr = eta[j][i] + hb[j][i];
                double hu = u[j][i] > 0 ? dl : dr;
                if (hu <= HMIN || (dl <= HMIN && eta[j][i] < -hb[j][i - 1]) || (dr <= HMIN && eta[j][i - 1] < -hb[j][i]))
                    u[j][i] = 0.0;
                else
                    u[j][i] -= dt * g * (eta[j][i] - eta[j][i - 1]) / dx;
            }
#pragma acc loop independent
        for (int j = 1; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double ds = eta[j - 1][i] + hb[j - 1][i], dn = eta[j][i] + hb[j][i];
                double hv = v[j][i] > 0 ? ds : dn;
                if (hv <= HMIN) v[j][i] = 0.0;
                else v[j][i] -= dt * g * (eta[j][i] - eta[j - 1][i]) / dx;
            }
    }
}

int main(void)
{
    double (*eta)[NX] = malloc(sizeof(double[NY][NX])), (*u)[NX + 1] = calloc(NY, sizeof(double[NX + 1]));
    double (*v)[NX] = calloc(NY + 1, sizeof(double[NX])), (*hb)[NX] = malloc(sizeof(double[NY][NX]));
    double (*etan)[NX] = malloc(sizeof(double[NY][NX]));
    double (*heta)[NX] = malloc(sizeof(double[NY][NX])), (*hu)[NX + 1] = calloc(NY, sizeof(double[NX + 1]));
    double (*hv)[NX] = calloc(NY + 1, sizeof(double[NX])), (*hetan)[NX] = malloc(sizeof(double[NY][NX]));
    const double dx = 50.0, g = 9.81, dt = 0.5;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            hb[j][i] = 20.0 - 0.3 * i; /* depth, negative on land */
            double e = 1.5 * exp(-((i - 15) * (i - 15)) / 20.0);
            eta[j][i] = heta[j][i] = hb[j][i] + e < 0 ? -hb[j][i] : e;
        }
    int wet = 0, hwet = 0;
    double runup = 0.0, hrunup = 0.0;
    for (int s = 0; s < 60; s++) {
        step(0, heta, hu, hv, (const double(*)[NX])hb, dt, dx, g);
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double fe = hu[j][i + 1] * (hu[j][i + 1] > 0 ? heta[j][i] + hb[j][i] : (i + 1 < NX ? heta[j][i + 1] + hb[j][i + 1] : 0.0));
                double fw = hu[j][i] * (hu[j][i] > 0 ? (i > 0 ? heta[j][i - 1] + hb[j][i - 1] : 0.0) : heta[j][i] + hb[j][i]);
                double fn = j + 1 < NY ? hv[j + 1][i] * (hv[j + 1][i] > 0 ? heta[j][i] + hb[j][i] : heta[j + 1][i] + hb[j + 1][i]) : 0.0;
                double fs = j > 0 ? hv[j][i] * (hv[j][i] > 0 ? heta[j - 1][i] + hb[j - 1][i] : heta[j][i] + hb[j][i]) : 0.0;
                double e = heta[j][i] - dt * (fe - fw + fn - fs) / dx;
                hetan[j][i] = e + hb[j][i] < HMIN ? -hb[j][i] + (hb[j][i] < 0 ? 0.0 : HMIN) : e;
            }
        for (int j = 0; j < NY; j++) for (int i = 0; i < NX; i++) heta[j][i] = hetan[j][i];
    }
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            if (heta[j][i] + hb[j][i] > HMIN) { hwet++; if (hb[j][i] < 0 && heta[j][i] > hrunup) hrunup = heta[j][i]; }
#pragma acc data copy(eta[0:NY][0:NX], u[0:NY][0:NX+1], v[0:NY+1][0:NX]) copyin(hb[0:NY][0:NX]) create(etan[0:NY][0:NX])
    {
        for (int s = 0; s < 60; s++) {
            step(1, eta, u, v, (const double(*)[NX])hb, dt, dx, g);
#pragma acc kernels present(eta, u, v, hb, etan)
            {
#pragma acc loop independent collapse(2)
                for (int j = 0; j < NY; j++)
                    for (int i = 0; i < NX; i++) {
                        double fe = u[j][i + 1] * (u[j][i + 1] > 0 ? eta[j][i] + hb[j][i] : (i + 1 < NX ? eta[j][i + 1] + hb[j][i + 1] : 0.0));
                        double fw = u[j][i] * (u[j][i] > 0 ? (i > 0 ? eta[j][i - 1] + hb[j][i - 1] : 0.0) : eta[j][i] + hb[j][i]);
                        double fn = j + 1 < NY ? v[j + 1][i] * (v[j + 1][i] > 0 ? eta[j][i] + hb[j][i] : eta[j + 1][i] + hb[j + 1][i]) : 0.0;
                        double fs = j > 0 ? v[j][i] * (v[j][i] > 0 ? eta[j - 1][i] + hb[j - 1][i] : eta[j][i] + hb[j][i]) : 0.0;
                        double e = eta[j][i] - dt * (fe - fw + fn - fs) / dx;
                        etan[j][i] = e + hb[j][i] < HMIN ? -hb[j][i] + (hb[j][i] < 0 ? 0.0 : HMIN) : e;
                    }
                for (int j = 0; j < NY; j++)
                    for (int i = 0; i < NX; i++) eta[j][i] = etan[j][i];
            }
        }
#pragma acc kernels present(eta, hb)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                if (eta[j][i] + hb[j][i] > HMIN) {
                    wet++;
                    if (hb[j][i] < 0 && eta[j][i] > runup) runup = eta[j][i];
                }
    }
    int bad = 0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            if (fabs(eta[j][i] - heta[j][i]) > 1e-9) bad++;
            if (fabs(u[j][i] - hu[j][i]) > 1e-9) bad++;
        }
    CHECK(bad == 0);
    CHECK(wet == hwet);
    CHECK(fabs(runup - hrunup) < 1e-9);
    free(eta); free(u); free(v); free(hb); free(etan); free(heta); free(hu); free(hv); free(hetan);
    CHECK_DONE();
}

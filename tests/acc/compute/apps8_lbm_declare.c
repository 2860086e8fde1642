/* A D2Q9 lattice-Boltzmann channel flow as LBM codes port it with global tables: the lattice
 * velocities and weights as file-scope arrays with `declare copyin` (2.13.2), read by a
 * `routine seq` equilibrium function (2.15.1) and by the kernels; the distributions stored
 * structure-of-arrays `f[q*N + cell]` (a macro), fused streaming (pull) and BGK collision in
 * one `parallel loop collapse(2)`, bounce-back walls at the top and bottom, a body force, the
 * two buffers swapped by pointer, the mean velocity a reduction. A global `declare create`
 * scalar updated with `update device` (2.14.4) holds the relaxation time. Checked against
 * the host. */
#include <math.h>
#include <string.h>
#include "check.h"
#define NX 48
#define NY 20
#define NQ 9
#define NC (NX * NY)
#define F(f, q, x, y) (f)[(q) * NC + (y) * NX + (x)]
int cx[NQ] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
int cy[NQ] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
int opp[NQ] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
double wq[NQ] = {4.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};
#pragma acc declare copyin(cx, cy, opp, wq)
double tau;
#pragma acc declare create(tau)

#pragma acc routine seq
static double feq(int q, double rho, double ux, double uy)
{
    double cu = 3.0 * (cx[q] * ux + cy[q] * uy);
    return wq[q] * rho * (1.0 + cu + 0.5 * cu * cu - 1.5 * (ux * ux + uy * uy));
}

static void step(const double *restrict f, double *restrict g, double force, int dev)
{
#pragma acc parallel loop collapse(2) present(f[0:NQ*NC], g[0:NQ*NC]) if(dev)
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
            double fl[NQ], rho = 0.0, ux = 0.0, uy = 0.0;
            for (int q = 0; q < NQ; q++) {
                int xs = (x - cx[q] + NX) % NX, ys = y - cy[q];
                fl[q] = (ys < 0 || ys >= NY) ? F(f, opp[q], x, y) : F(f, q, xs, ys);
                rho += fl[q];
                ux += cx[q] * fl[q];
                uy += cy[q] * fl[q];
            }
            ux = ux / rho + force * tau / rho;
            uy /= rho;
            for (int q = 0; q < NQ; q++) F(g, q, x, y) = fl[q] - (fl[q] - feq(q, rho, ux, uy)) / tau;
        }
}

int main(void)
{
    double *f = malloc(NQ * NC * sizeof(double)), *g = malloc(NQ * NC * sizeof(double));
    double *hf = malloc(NQ * NC * sizeof(double)), *hg = malloc(NQ * NC * sizeof(double));
    tau = 0.8;
#pragma acc update device(tau)
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++)
            for (int q = 0; q < NQ; q++) F(f, q, x, y) = F(hf, q, x, y) = feq(q, 1.0 + 0.01 * sin(x * 0.3), 0.0, 0.0);
    const double force = 1e-5;
    for (int s = 0; s < 30; s++) {
        step(hf, hg, force, 0);
        double *t = hf; hf = hg; hg = t;
    }
    double umean = 0.0, humean = 0.0;
#pragma acc data copy(f[0:NQ*NC]) create(g[0:NQ*NC])
    {
        for (int s = 0; s < 30; s++) {
            step(f, g, force, 1);
            double *t = f; f = g; g = t;
        }
#pragma acc parallel loop collapse(2) present(f[0:NQ*NC]) reduction(+:umean)
        for (int y = 0; y < NY; y++)
            for (int x = 0; x < NX; x++) {
                double rho = 0.0, ux = 0.0;
                for (int q = 0; q < NQ; q++) { rho += F(f, q, x, y); ux += cx[q] * F(f, q, x, y); }
                umean += ux / rho;
            }
        /* 30 swaps: f is the original buffer again, the data region copies it back */
    }
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
            double rho = 0.0, ux = 0.0;
            for (int q = 0; q < NQ; q++) { rho += F(hf, q, x, y); ux += cx[q] * F(hf, q, x, y); }
            humean += ux / rho;
        }
    int bad = 0;
    for (int k = 0; k < NQ * NC; k++) if (fabs(f[k] - hf[k]) > 1e-12) bad++;
    CHECK(bad == 0);
    CHECK(fabs(umean - humean) < 1e-9 * fabs(humean) + 1e-15);
    CHECK(humean > 0.0);
    free(f); free(g); free(hf); free(hg);
    CHECK_DONE();
}

/* WENO5 (Jiang-Shu) reconstruction with Lax-Friedrichs flux splitting for Burgers' equation,
 * as high-order finite-volume codes port it: the smoothness indicators and weights in a
 * `routine seq` (2.15.1) taking five cell values, ghost cells filled by a small kernel, the
 * interface fluxes and the update in `parallel loop`s, the maximum wave speed a
 * `reduction(max:)`, a third-order SSP Runge-Kutta driver on the host with a `data` region
 * (`present`). Checked against the same routine run on the host. */
#include <math.h>
#include "check.h"
#define N 128
#define G 3
#define NT (N + 2 * G)

#pragma acc routine seq
static double weno5(double vm2, double vm1, double v0, double vp1, double vp2)
{
    const double eps = 1e-6;
    double b0 = 13.0 / 12.0 * (vm2 - 2 * vm1 + v0) * (vm2 - 2 * vm1 + v0) + 0.25 * (vm2 - 4 * vm1 + 3 * v0) * (vm2 - 4 * vm1 + 3 * v0);
    double b1 = 13.0 / 12.0 * (vm1 - 2 * v0 + vp1) * (vm1 - 2 * v0 + vp1) + 0.25 * (vm1 - vp1) * (vm1 - vp1);
    double b2 = 13.0 / 12.0 * (v0 - 2 * vp1 + vp2) * (v0 - 2 * vp1 + vp2) + 0.25 * (3 * v0 - 4 * vp1 + vp2) * (3 * v0 - 4 * vp1 + vp2);
    double a0 = 0.1 / ((eps + b0) * (eps + b0));
    double a1 = 0.6 / ((eps + b1) * (eps + b1));
    double a2 = 0.3 / ((eps + b2) * (eps + b2));
    double s = a0 + a1 + a2;
    double q0 = (2 * vm2 - 7 * vm1 + 11 * v0) / 6.0;
    double q1 = (-vm1 + 5 * v0 + 2 * vp1) / 6.0;
    double q2 = (2 * v0 + 5 * vp1 - vp2) / 6.0;
    return (a0 * q0 + a1 * q1 + a2 * q2) / s;
}

static void rhs_host(const double *u, double *fh, double *L, double dx)
{
    double *ug = malloc(NT * sizeof(double));
    for (int i = 0; i < N; i++) ug[i + G] = u[i];
    for (int g = 0; g < G; g++) { ug[g] = u[N - G + g]; ug[N + G + g] = u[g]; }
    double a = 0.0;
    for (int i = 0; i < NT; i++) if (fabs(ug[i]) > a) a = fabs(ug[i]);
    for (int i = G - 1; i < N + G; i++) {
        double fp[5], fm[5];
        for (int k = 0; k < 5; k++) {
            int j = i - 2 + k;
            fp[k] = 0.5 * (0.5 * ug[j] * ug[j] + a * ug[j]);
            int jm = i + 3 - k;
            fm[k] = 0.5 * (0.5 * ug[jm] * ug[jm] - a * ug[jm]);
        }
        fh[i] = weno5(fp[0], fp[1], fp[2], fp[3], fp[4]) + weno5(fm[0], fm[1], fm[2], fm[3], fm[4]);
    }
    for (int i = 0; i < N; i++) L[i] = -(fh[i + G] - fh[i + G - 1]) / dx;
    free(ug);
}

int main(void)
{
    double *u = malloc(N * sizeof(double)), *u1 = malloc(N * sizeof(double)), *L = malloc(N * sizeof(double));
    double *ug = malloc(NT * sizeof(double)), *fh = malloc(NT * sizeof(double));
    double *hu = malloc(N * sizeof(double)), *hu1 = malloc(N * sizeof(double)), *hL = malloc(N * sizeof(double)), *hfh = malloc(NT * sizeof(double));
    const double dx = 2.0 / N, dt = 0.4 * dx;
    for (int i = 0; i < N; i++) u[i] = hu[i] = 0.5 + sin(M_PI * (i + 0.5) * dx);
    for (int s = 0; s < 10; s++) {
        rhs_host(hu, hfh, hL, dx);
        for (int i = 0; i < N; i++) hu1[i] = hu[i] + dt * hL[i];
        rhs_host(hu1, hfh, hL, dx);
        for (int i = 0; i < N; i++) hu1[i] = 0.75 * hu[i] + 0.25 * (hu1[i] + dt * hL[i]);
        rhs_host(hu1, hfh, hL, dx);
        for (int i = 0; i < N; i++) hu[i] = hu[i] / 3.0 + 2.0 / 3.0 * (hu1[i] + dt * hL[i]);
    }
#pragma acc data copy(u[0:N]) create(u1[0:N], L[0:N], ug[0:NT], fh[0:NT])
    for (int s = 0; s < 10; s++) {
        for (int stage = 0; stage < 3; stage++) {
            double *src = stage == 0 ? u : u1;
#pragma acc parallel loop present(src, ug)
            for (int i = 0; i < N; i++) ug[i + G] = src[i];
#pragma acc parallel loop present(src, ug)
            for (int g = 0; g < G; g++) { ug[g] = src[N - G + g]; ug[N + G + g] = src[g]; }
            double a = 0.0;
#pragma acc parallel loop present(ug) reduction(max:a)
            for (int i = 0; i < NT; i++) a = fmax(a, fabs(ug[i]));
#pragma acc parallel loop present(ug, fh)
            for (int i = G - 1; i < N + G; i++) {
                double fp[5], fm[5];
                for (int k = 0; k < 5; k++) {
                    int j = i - 2 + k;
                    fp[k] = 0.5 * (0.5 * ug[j] * ug[j] + a * ug[j]);
                    int jm = i + 3 - k;
                    fm[k] = 0.5 * (0.5 * ug[jm] * ug[jm] - a * ug[jm]);
                }
                fh[i] = weno5(fp[0], fp[1], fp[2], fp[3], fp[4]) + weno5(fm[0], fm[1], fm[2], fm[3], fm[4]);
            }
#pragma acc parallel loop present(fh, L, u, u1)
            for (int i = 0; i < N; i++) {
                L[i] = -(fh[i + G] - fh[i + G - 1]) / dx;
                if (stage == 0) u1[i] = u[i] + dt * L[i];
                else if (stage == 1) u1[i] = 0.75 * u[i] + 0.25 * (u1[i] + dt * L[i]);
                else u[i] = u[i] / 3.0 + 2.0 / 3.0 * (u1[i] + dt * L[i]);
            }
        }
    }
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (fabs(u[i] - hu[i]) > 1e-10) bad++;
    CHECK(bad == 0);
    free(u); free(u1); free(L); free(ug); free(fh); free(hu); free(hu1); free(hL); free(hfh);
    CHECK_DONE();
}

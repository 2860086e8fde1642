/* 1-D Euler equations by Roe's approximate Riemann solver with Harten's entropy fix, as CFD
 * teaching codes port it (spec 2.15.1 routine seq, 2.9.11 reduction, 2.16 async/wait): cells
 * are an array of structs, the interface flux is a struct-returning `routine seq` taking two
 * structs by value, the time step comes from a `max` reduction of the wave speeds, and the flux
 * and update loops run on one async queue (`gang vector vector_length(64)`) with a `wait` per
 * step. Sod's shock tube, checked against the same scheme on the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define N 200
#define STEPS 80
#define GAM 1.4

typedef struct { double r, m, e; } cons_t;

#pragma acc routine seq
static double pressure(cons_t u) { return (GAM - 1.0) * (u.e - 0.5 * u.m * u.m / u.r); }

#pragma acc routine seq
static double efix(double l, double d)
{
    double a = fabs(l);
    return a < d ? 0.5 * (l * l + d * d) / d : a;
}

#pragma acc routine seq
static cons_t roe_flux(cons_t L, cons_t R)
{
    double uL = L.m / L.r, uR = R.m / R.r, pL = pressure(L), pR = pressure(R);
    double HL = (L.e + pL) / L.r, HR = (R.e + pR) / R.r;
    double sL = sqrt(L.r), sR = sqrt(R.r);
    double u = (sL * uL + sR * uR) / (sL + sR), H = (sL * HL + sR * HR) / (sL + sR);
    double c = sqrt((GAM - 1.0) * (H - 0.5 * u * u)), rho = sL * sR;
    double dr = R.r - L.r, du = uR - uL, dp = pR - pL;
    double a1 = (dp - rho * c * du) / (2.0 * c * c), a2 = dr - dp / (c * c), a3 = (dp + rho * c * du) / (2.0 * c * c);
    double d = 0.1 * c;
    double l1 = efix(u - c, d), l2 = efix(u, d), l3 = efix(u + c, d);
    cons_t f;
    f.r = 0.5 * (L.m + R.m) - 0.5 * (l1 * a1 + l2 * a2 + l3 * a3);
    f.m = 0.5 * (L.m * uL + pL + R.m * uR + pR) - 0.5 * (l1 * a1 * (u - c) + l2 * a2 * u + l3 * a3 * (u + c));
    f.e = 0.5 * (uL * (L.e + pL) + uR * (R.e + pR))
        - 0.5 * (l1 * a1 * (H - u * c) + l2 * a2 * 0.5 * u * u + l3 * a3 * (H + u * c));
    return f;
}

#pragma acc routine seq
static double speed(cons_t u) { return fabs(u.m / u.r) + sqrt(GAM * pressure(u) / u.r); }

static void init(cons_t *u)
{
    for (int i = 0; i < N; i++) {
        int left = i < N / 2;
        u[i].r = left ? 1.0 : 0.125;
        u[i].m = 0.0;
        u[i].e = (left ? 1.0 : 0.1) / (GAM - 1.0);
    }
}

int main(void)
{
    cons_t *u = malloc(N * sizeof(cons_t)), *f = malloc((N + 1) * sizeof(cons_t));
    cons_t *hu = malloc(N * sizeof(cons_t)), *hf = malloc((N + 1) * sizeof(cons_t));
    init(u); init(hu);
    const double dx = 1.0 / N, cfl = 0.8;
    double t = 0, ht = 0;
#pragma acc data copy(u[0:N]) create(f[0:N + 1])
    for (int s = 0; s < STEPS; s++) {
        double smax = 0.0;
#pragma acc parallel loop reduction(max:smax) present(u[0:N])
        for (int i = 0; i < N; i++) smax = fmax(smax, speed(u[i]));
        double dt = cfl * dx / smax;
#pragma acc parallel loop gang vector vector_length(64) present(u[0:N], f[0:N + 1]) async(1)
        for (int i = 0; i <= N; i++) {
            cons_t L = u[i > 0 ? i - 1 : 0], R = u[i < N ? i : N - 1]; /* transmissive ends */
            f[i] = roe_flux(L, R);
        }
#pragma acc parallel loop gang vector vector_length(64) present(u[0:N], f[0:N + 1]) async(1)
        for (int i = 0; i < N; i++) {
            u[i].r -= dt / dx * (f[i + 1].r - f[i].r);
            u[i].m -= dt / dx * (f[i + 1].m - f[i].m);
            u[i].e -= dt / dx * (f[i + 1].e - f[i].e);
        }
#pragma acc wait(1)
        t += dt;
    }
    for (int s = 0; s < STEPS; s++) {
        double smax = 0.0;
        for (int i = 0; i < N; i++) smax = fmax(smax, speed(hu[i]));
        double dt = cfl * dx / smax;
        for (int i = 0; i <= N; i++) hf[i] = roe_flux(hu[i > 0 ? i - 1 : 0], hu[i < N ? i : N - 1]);
        for (int i = 0; i < N; i++) {
            hu[i].r -= dt / dx * (hf[i + 1].r - hf[i].r);
            hu[i].m -= dt / dx * (hf[i + 1].m - hf[i].m);
            hu[i].e -= dt / dx * (hf[i + 1].e - hf[i].e);
        }
        ht += dt;
    }
    CHECK(fabs(t - ht) < 1e-9 * ht);
    double md = 0, mass = 0;
    for (int i = 0; i < N; i++) {
        md = fmax(md, fabs(u[i].r - hu[i].r) + fabs(u[i].m - hu[i].m) + fabs(u[i].e - hu[i].e));
        mass += u[i].r * dx;
        CHECK(u[i].r > 0.1 && u[i].r < 1.01 && pressure(u[i]) > 0.09);
    }
    CHECK(md < 1e-8);
    CHECK(fabs(mass - 0.5625) < 1e-3); /* the waves have not reached the ends */
    /* a shock: density jumps behind it to about 0.265 (the exact solution) */
    int found = 0;
    for (int i = N / 2; i < N; i++) if (u[i].r > 0.24 && u[i].r < 0.29) found = 1;
    CHECK(found);
    free(u); free(f); free(hu); free(hf);
    CHECK_DONE();
}

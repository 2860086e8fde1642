/* A batch of 1-D time-dependent Schroedinger problems (a Gaussian packet hitting a barrier of
 * per-problem height) by Crank-Nicolson, as quantum-dynamics codes write it in OpenACC on
 * `double _Complex` data: one gang per problem (`parallel loop gang`), the right-hand side
 * (I - iH dt/2) psi in a `loop vector`, the tridiagonal (I + iH dt/2) system solved by the
 * Thomas algorithm in a `routine seq` taking gang-private scratch (`private(cp, dp)` arrays of
 * `double _Complex`), the norm and the transmitted probability as reductions in a second
 * kernel. Checked against the same scheme on the host; the norm is conserved. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NB 4
#define NXG 64
#define STEPS 12
#define DX 0.12
#define DT 0.01

#pragma acc routine seq
static void thomas(int n, double _Complex a, const double _Complex *b, double _Complex c,
                   const double _Complex *d, double _Complex *x, double _Complex *cp, double _Complex *dp)
{
    cp[0] = c / b[0];
    dp[0] = d[0] / b[0];
    for (int i = 1; i < n; i++) {
        double _Complex m = b[i] - a * cp[i - 1];
        cp[i] = c / m;
        dp[i] = (d[i] - a * dp[i - 1]) / m;
    }
    x[n - 1] = dp[n - 1];
    for (int i = n - 2; i >= 0; i--) x[i] = dp[i] - cp[i] * x[i + 1];
}

static void step_all(double _Complex *psi, const double *v, double _Complex *rhs, double _Complex *diag, int dev)
{
    double _Complex cp[NXG], dp[NXG];
    const double r = DT / (4.0 * DX * DX);
#pragma acc parallel loop gang vector_length(64) private(cp, dp) present(psi[0:NB * NXG], v[0:NB * NXG], rhs[0:NB * NXG], diag[0:NB * NXG]) if(dev)
    for (int b = 0; b < NB; b++) {
#pragma acc loop vector
        for (int i = 0; i < NXG; i++) {
            double _Complex l = i > 0 ? psi[b * NXG + i - 1] : 0.0, rr = i < NXG - 1 ? psi[b * NXG + i + 1] : 0.0;
            double h = 2.0 * r + 0.5 * DT * v[b * NXG + i];
            rhs[b * NXG + i] = (1.0 - I * h) * psi[b * NXG + i] + I * r * (l + rr);
            diag[b * NXG + i] = 1.0 + I * h;
        }
        thomas(NXG, -I * r, diag + b * NXG, -I * r, rhs + b * NXG, psi + b * NXG, cp, dp);
    }
}

int main(void)
{
    double _Complex *psi = malloc(NB * NXG * sizeof(double _Complex)), *hp = malloc(NB * NXG * sizeof(double _Complex));
    double _Complex *rhs = malloc(NB * NXG * sizeof(double _Complex)), *diag = malloc(NB * NXG * sizeof(double _Complex));
    double *v = malloc(NB * NXG * sizeof(double));
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < NXG; i++) {
            double x = i * DX - 3.0;
            psi[b * NXG + i] = hp[b * NXG + i] = cexp(-x * x + I * 5.0 * x) / 1.2533;
            v[b * NXG + i] = (i > NXG / 2 && i < NXG / 2 + 5) ? 5.0 * b : 0.0;
        }
    double n0 = 0;
    for (int i = 0; i < NXG; i++) n0 += creal(psi[i] * conj(psi[i])) * DX;
    double norm[NB], trans[NB];
#pragma acc data copy(psi[0:NB * NXG]) copyin(v[0:NB * NXG]) create(rhs[0:NB * NXG], diag[0:NB * NXG])
    {
        for (int s = 0; s < STEPS; s++) step_all(psi, v, rhs, diag, 1);
#pragma acc parallel loop gang copyout(norm, trans)
        for (int b = 0; b < NB; b++) {
            double nn = 0, tt = 0;
#pragma acc loop vector reduction(+:nn, tt)
            for (int i = 0; i < NXG; i++) {
                double p = creal(psi[b * NXG + i]) * creal(psi[b * NXG + i]) + cimag(psi[b * NXG + i]) * cimag(psi[b * NXG + i]);
                nn += p * DX;
                if (i > NXG / 2 + 5) tt += p * DX;
            }
            norm[b] = nn; trans[b] = tt;
        }
    }
    for (int s = 0; s < STEPS; s++) step_all(hp, v, rhs, diag, 0);
    double md = 0;
    for (int i = 0; i < NB * NXG; i++) md = fmax(md, cabs(psi[i] - hp[i]));
    CHECK(md < 1e-10);
    for (int b = 0; b < NB; b++) CHECK(fabs(norm[b] - n0) < 1e-6 * n0);
    CHECK(trans[0] > trans[NB - 1]);
    free(psi); free(hp); free(rhs); free(diag); free(v);
    CHECK_DONE();
}

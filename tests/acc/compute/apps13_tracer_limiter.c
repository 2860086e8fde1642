/* Ocean tracer advection with a flux limiter, as ocean-model codes write it (spec 2.5.3
 * kernels, 2.9.9 independent, 2.6.6 enter/exit data, 2.14.4 update self, 2.15.1 routine seq):
 * 2-D upwind fluxes with a van Leer limiter on an indexing macro, face fluxes computed in one
 * `kernels` loop nest and the divergence in another, arrays resident between `enter data` in an
 * init function and `exit data` in a finalize function, `update self` every 4 steps for a mass
 * diagnostic. Checked against the host with tolerances and mass conservation (periodic). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NX 64
#define NY 48
#define A(arr, i, j) arr[(j) * NX + (i)]

#pragma acc routine seq
static double vanleer(double r)
{
    return (r + fabs(r)) / (1.0 + fabs(r));
}

#pragma acc routine seq
static double flux(double cm, double c0, double cp, double cpp, double u)
{
    /* flux through the face between c0 and cp */
    if (u >= 0.0) {
        double den = cp - c0;
        double r = fabs(den) > 1e-14 ? (c0 - cm) / den : 0.0;
        return u * (c0 + 0.5 * vanleer(r) * den * (1.0 - u));
    } else {
        double den = cp - c0;
        double r = fabs(den) > 1e-14 ? (cpp - cp) / den : 0.0;
        return u * (cp - 0.5 * vanleer(r) * den * (1.0 + u));
    }
}

static double *c, *fx, *fy, *u, *v;

static void init(void)
{
    c = malloc(sizeof(double) * NX * NY);
    fx = malloc(sizeof(double) * NX * NY);
    fy = malloc(sizeof(double) * NX * NY);
    u = malloc(sizeof(double) * NX * NY);
    v = malloc(sizeof(double) * NX * NY);
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            A(c, i, j) = (i > 20 && i < 40 && j > 10 && j < 30) ? 1.0 : 0.1;
            A(u, i, j) = 0.3 * sin(6.2831853 * j / NY);
            A(v, i, j) = -0.2 * cos(6.2831853 * i / NX);
        }
#pragma acc enter data copyin(c[0:NX * NY], u[0:NX * NY], v[0:NX * NY]) create(fx[0:NX * NY], fy[0:NX * NY])
}

static void finalize(void)
{
#pragma acc exit data copyout(c[0:NX * NY]) delete(u[0:NX * NY], v[0:NX * NY], fx[0:NX * NY], fy[0:NX * NY])
}

static void step(double *restrict cc, double *restrict ffx, double *restrict ffy, const double *restrict uu,
                 const double *restrict vv, int dev)
{
#pragma acc kernels present(cc[0:NX * NY], ffx[0:NX * NY], ffy[0:NX * NY], uu[0:NX * NY], vv[0:NX * NY]) if(dev)
    {
#pragma acc loop independent
        for (int j = 0; j < NY; j++)
#pragma acc loop independent
            for (int i = 0; i < NX; i++) {
                int im = (i + NX - 1) % NX, ip = (i + 1) % NX, ipp = (i + 2) % NX;
                int jm = (j + NY - 1) % NY, jp = (j + 1) % NY, jpp = (j + 2) % NY;
                A(ffx, i, j) = flux(A(cc, im, j), A(cc, i, j), A(cc, ip, j), A(cc, ipp, j), A(uu, i, j));
                A(ffy, i, j) = flux(A(cc, i, jm), A(cc, i, j), A(cc, i, jp), A(cc, i, jpp), A(vv, i, j));
            }
#pragma acc loop independent collapse(2)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                int im = (i + NX - 1) % NX, jm = (j + NY - 1) % NY;
                A(cc, i, j) -= A(ffx, i, j) - A(ffx, im, j) + A(ffy, i, j) - A(ffy, i, jm);
            }
    }
}

int main(void)
{
    static double ch[NX * NY], fxh[NX * NY], fyh[NX * NY];
    init();
    double m0 = 0.0;
    for (int n = 0; n < NX * NY; n++) { ch[n] = c[n]; m0 += c[n]; }
    int checks = 0;
    for (int s = 1; s <= 12; s++) {
        step(c, fx, fy, u, v, 1);
        if (s % 4 == 0) {
#pragma acc update self(c[0:NX * NY])
            double m = 0.0;
            for (int n = 0; n < NX * NY; n++) m += c[n];
            CHECK(fabs(m - m0) < 1e-9 * m0);
            checks++;
        }
    }
    for (int s = 1; s <= 12; s++) step(ch, fxh, fyh, u, v, 0);
    finalize();
    CHECK(checks == 3);
    for (int n = 0; n < NX * NY; n++) CHECK(fabs(c[n] - ch[n]) < 1e-10);
    free(c); free(fx); free(fy); free(u); free(v);
    CHECK_DONE();
}

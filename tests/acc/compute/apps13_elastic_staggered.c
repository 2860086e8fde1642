/* 2-D elastic (P-SV) velocity-stress waves on a staggered grid as seismic codes write them
 * (spec 2.5.3 kernels, 2.9 loop collapse, 2.16 async/wait, 2.6.5 data present, 2.14.4
 * update): velocities and stresses are updated in separate kernels, the two velocity and the
 * three stress components on queues 1 and 2 (`async(1)`/`async(2)`, `wait(1,2)` between the
 * half steps), a point source injected by a `serial` region, a receiver trace copied back
 * with `update self async` every 10 steps. Checked against the host with tolerances. */
#include <math.h>
#include "check.h"
#define NX 48
#define NZ 40
#define NT 40
#define I2(i, k) ((k) * NX + (i))

typedef struct { double *vx, *vz, *sxx, *szz, *sxz; } fields;

static void step(double *restrict vx, double *restrict vz, double *restrict sxx, double *restrict szz,
                 double *restrict sxz, const double *restrict lam, const double *restrict mu, double rho, double dtdx,
                 int it, int dev)
{
#pragma acc kernels loop independent collapse(2) present(vx[0:NX*NZ], sxx[0:NX*NZ], sxz[0:NX*NZ]) async(1) if(dev)
    for (int k = 1; k < NZ - 1; k++)
        for (int i = 1; i < NX - 1; i++)
            vx[I2(i, k)] += dtdx / rho * (sxx[I2(i + 1, k)] - sxx[I2(i, k)] + sxz[I2(i, k)] - sxz[I2(i, k - 1)]);
#pragma acc kernels loop independent collapse(2) present(vz[0:NX*NZ], szz[0:NX*NZ], sxz[0:NX*NZ]) async(2) if(dev)
    for (int k = 1; k < NZ - 1; k++)
        for (int i = 1; i < NX - 1; i++)
            vz[I2(i, k)] += dtdx / rho * (sxz[I2(i, k)] - sxz[I2(i - 1, k)] + szz[I2(i, k + 1)] - szz[I2(i, k)]);
#pragma acc wait(1, 2) if(dev)
#pragma acc kernels loop independent collapse(2) present(vx[0:NX*NZ], vz[0:NX*NZ], sxx[0:NX*NZ], szz[0:NX*NZ], lam[0:NX*NZ], mu[0:NX*NZ]) async(1) if(dev)
    for (int k = 1; k < NZ - 1; k++)
        for (int i = 1; i < NX - 1; i++) {
            double exx = vx[I2(i, k)] - vx[I2(i - 1, k)], ezz = vz[I2(i, k)] - vz[I2(i, k - 1)];
            double l = lam[I2(i, k)], m = mu[I2(i, k)];
            sxx[I2(i, k)] += dtdx * ((l + 2 * m) * exx + l * ezz);
            szz[I2(i, k)] += dtdx * (l * exx + (l + 2 * m) * ezz);
        }
#pragma acc kernels loop independent collapse(2) present(vx[0:NX*NZ], vz[0:NX*NZ], sxz[0:NX*NZ], mu[0:NX*NZ]) async(2) if(dev)
    for (int k = 1; k < NZ - 1; k++)
        for (int i = 1; i < NX - 1; i++)
            sxz[I2(i, k)] += dtdx * mu[I2(i, k)] * (vx[I2(i, k + 1)] - vx[I2(i, k)] + vz[I2(i + 1, k)] - vz[I2(i, k)]);
#pragma acc wait(1, 2) if(dev)
#pragma acc serial present(sxx[0:NX*NZ], szz[0:NX*NZ]) if(dev)
    {
        double t = (it - 8) * 0.25;
        double src = (1.0 - 2.0 * t * t) * exp(-t * t);
        sxx[I2(NX / 2, NZ / 3)] += src;
        szz[I2(NX / 2, NZ / 3)] += src;
    }
}

static void init(fields *f, double *lam, double *mu)
{
    for (int n = 0; n < NX * NZ; n++) {
        f->vx[n] = f->vz[n] = f->sxx[n] = f->szz[n] = f->sxz[n] = 0.0;
        int k = n / NX;
        lam[n] = k < NZ / 2 ? 1.0 : 1.6;
        mu[n] = k < NZ / 2 ? 0.5 : 0.9;
    }
}

int main(void)
{
    static double b[2][5][NX * NZ], lam[NX * NZ], mu[NX * NZ], trace[2][NT];
    fields f[2];
    for (int s = 0; s < 2; s++) {
        f[s].vx = b[s][0]; f[s].vz = b[s][1]; f[s].sxx = b[s][2]; f[s].szz = b[s][3]; f[s].sxz = b[s][4];
        init(&f[s], lam, mu);
    }
    double *vx = f[0].vx, *vz = f[0].vz, *sxx = f[0].sxx, *szz = f[0].szz, *sxz = f[0].sxz;
    int rec = I2(NX / 2 + 10, NZ / 3 + 5);
#pragma acc data copy(vx[0:NX*NZ], vz[0:NX*NZ], sxx[0:NX*NZ], szz[0:NX*NZ], sxz[0:NX*NZ]) copyin(lam, mu)
    {
        for (int it = 0; it < NT; it++) {
            step(vx, vz, sxx, szz, sxz, lam, mu, 1.0, 0.3, it, 1);
            if (it % 10 == 9) {
#pragma acc update self(vz[rec:1]) async(3)
#pragma acc wait(3)
            }
            trace[0][it] = (it % 10 == 9) ? vz[rec] : 0.0;
        }
    }
    for (int it = 0; it < NT; it++) {
        step(f[1].vx, f[1].vz, f[1].sxx, f[1].szz, f[1].sxz, lam, mu, 1.0, 0.3, it, 0);
        trace[1][it] = (it % 10 == 9) ? f[1].vz[rec] : 0.0;
    }
    for (int it = 0; it < NT; it++) CHECK(fabs(trace[0][it] - trace[1][it]) < 1e-9);
    double e = 0.0;
    for (int c = 0; c < 5; c++)
        for (int n = 0; n < NX * NZ; n++) {
            CHECK(fabs(b[0][c][n] - b[1][c][n]) < 1e-9 * (1.0 + fabs(b[1][c][n])));
            e += b[1][c][n] * b[1][c][n];
        }
    CHECK(e > 0.0);
    CHECK_DONE();
}

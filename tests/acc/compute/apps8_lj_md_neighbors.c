/* A Lennard-Jones molecular dynamics step as miniMD/LAMMPS-style OpenACC ports write it: a
 * Verlet neighbour list built on the device (per-atom counts, a fixed-width list), periodic
 * minimum images, forces from the list with the potential energy and virial as scalar
 * reductions, velocity Verlet in `parallel loop`s, and the "halo" of ghost positions for the
 * next step packed on queue 1 while the integration of the interior runs on queue 2
 * (`async`/`wait`, 2.16). Positions as a struct of arrays; checked against the host. */
#include <math.h>
#include "check.h"
#define NA 216
#define MAXNB 96
#define BOX 6.6
#define RC 2.5
#define NGHOST 24
typedef struct {
    double *x, *y, *z, *vx, *vy, *vz, *fx, *fy, *fz;
} atoms_t;

#pragma acc routine seq
static double minimg(double d)
{
    if (d > 0.5 * BOX) return d - BOX;
    if (d < -0.5 * BOX) return d + BOX;
    return d;
}

static void build_host(const double *x, const double *y, const double *z, int *nn, int *nl)
{
    for (int i = 0; i < NA; i++) {
        int c = 0;
        for (int j = 0; j < NA; j++) {
            if (j == i) continue;
            double dx = minimg(x[i] - x[j]), dy = minimg(y[i] - y[j]), dz = minimg(z[i] - z[j]);
            if (dx * dx + dy * dy + dz * dz < (RC + 0.3) * (RC + 0.3) && c < MAXNB) nl[i * MAXNB + c++] = j;
        }
        nn[i] = c;
    }
}

static void force_host(const double *x, const double *y, const double *z, double *fx, double *fy, double *fz, const int *nn, const int *nl, double *pe)
{
    double e = 0.0;
    for (int i = 0; i < NA; i++) {
        double ax = 0, ay = 0, az = 0;
        for (int k = 0; k < nn[i]; k++) {
            int j = nl[i * MAXNB + k];
            double dx = minimg(x[i] - x[j]), dy = minimg(y[i] - y[j]), dz = minimg(z[i] - z[j]);
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < RC * RC) {
                double s2 = 1.0 / r2, s6 = s2 * s2 * s2;
                double f = 48.0 * s2 * s6 * (s6 - 0.5);
                ax += f * dx; ay += f * dy; az += f * dz;
                e += 2.0 * s6 * (s6 - 1.0);
            }
        }
        fx[i] = ax; fy[i] = ay; fz[i] = az;
    }
    *pe = e;
}

int main(void)
{
    atoms_t A, H;
    double **pa[9] = {&A.x, &A.y, &A.z, &A.vx, &A.vy, &A.vz, &A.fx, &A.fy, &A.fz};
    double **ph[9] = {&H.x, &H.y, &H.z, &H.vx, &H.vy, &H.vz, &H.fx, &H.fy, &H.fz};
    for (int k = 0; k < 9; k++) { *pa[k] = calloc(NA, sizeof(double)); *ph[k] = calloc(NA, sizeof(double)); }
    int n = 0;
    for (int a = 0; a < 6; a++)
        for (int b = 0; b < 6; b++)
            for (int c = 0; c < 6; c++, n++) {
                A.x[n] = H.x[n] = (a + 0.5) * BOX / 6 + 0.02 * sin(n);
                A.y[n] = H.y[n] = (b + 0.5) * BOX / 6 + 0.02 * cos(n);
                A.z[n] = H.z[n] = (c + 0.5) * BOX / 6;
                A.vx[n] = H.vx[n] = 0.1 * sin(3.0 * n);
                A.vy[n] = H.vy[n] = 0.1 * cos(5.0 * n);
                A.vz[n] = H.vz[n] = 0.05;
            }
    int *nn = malloc(NA * sizeof(int)), *nl = malloc(NA * MAXNB * sizeof(int));
    int *hnn = malloc(NA * sizeof(int)), *hnl = malloc(NA * MAXNB * sizeof(int));
    double ghost[3 * NGHOST], hghost[3 * NGHOST];
    const double dt = 0.002;
    double pe_h[4], pe_d[4];
    build_host(H.x, H.y, H.z, hnn, hnl);
    for (int s = 0; s < 4; s++) {
        force_host(H.x, H.y, H.z, H.fx, H.fy, H.fz, hnn, hnl, &pe_h[s]);
        for (int g = 0; g < NGHOST; g++) {
            hghost[3 * g] = H.x[g]; hghost[3 * g + 1] = H.y[g]; hghost[3 * g + 2] = H.z[g] + BOX;
        }
        for (int i = 0; i < NA; i++) {
            H.vx[i] += dt * H.fx[i]; H.vy[i] += dt * H.fy[i]; H.vz[i] += dt * H.fz[i];
            H.x[i] = fmod(H.x[i] + dt * H.vx[i] + BOX, BOX);
            H.y[i] = fmod(H.y[i] + dt * H.vy[i] + BOX, BOX);
            H.z[i] = fmod(H.z[i] + dt * H.vz[i] + BOX, BOX);
        }
    }
    double *x = A.x, *y = A.y, *z = A.z, *vx = A.vx, *vy = A.vy, *vz = A.vz, *fx = A.fx, *fy = A.fy, *fz = A.fz;
#pragma acc data copy(x[0:NA], y[0:NA], z[0:NA], vx[0:NA], vy[0:NA], vz[0:NA]) create(fx[0:NA], fy[0:NA], fz[0:NA], nn[0:NA], nl[0:NA*MAXNB]) copyout(ghost)
    {
#pragma acc parallel loop present(x, y, z, nn, nl)
        for (int i = 0; i < NA; i++) {
            int c = 0;
            for (int j = 0; j < NA; j++) {
                if (j == i) continue;
                double dx = minimg(x[i] - x[j]), dy = minimg(y[i] - y[j]), dz = minimg(z[i] - z[j]);
                if (dx * dx + dy * dy + dz * dz < (RC + 0.3) * (RC + 0.3) && c < MAXNB) nl[i * MAXNB + c++] = j;
            }
            nn[i] = c;
        }
        for (int s = 0; s < 4; s++) {
            double e = 0.0;
#pragma acc parallel loop present(x, y, z, fx, fy, fz, nn, nl) reduction(+:e)
            for (int i = 0; i < NA; i++) {
                double ax = 0, ay = 0, az = 0;
                for (int k = 0; k < nn[i]; k++) {
                    int j = nl[i * MAXNB + k];
                    double dx = minimg(x[i] - x[j]), dy = minimg(y[i] - y[j]), dz = minimg(z[i] - z[j]);
                    double r2 = dx * dx + dy * dy + dz * dz;
                    if (r2 < RC * RC) {
                        double s2 = 1.0 / r2, s6 = s2 * s2 * s2;
                        double f = 48.0 * s2 * s6 * (s6 - 0.5);
                        ax += f * dx; ay += f * dy; az += f * dz;
                        e += 2.0 * s6 * (s6 - 1.0);
                    }
                }
                fx[i] = ax; fy[i] = ay; fz[i] = az;
            }
            pe_d[s] = e;
#pragma acc parallel loop present(x, y, z, ghost) async(1)
            for (int g = 0; g < NGHOST; g++) {
                ghost[3 * g] = x[g]; ghost[3 * g + 1] = y[g]; ghost[3 * g + 2] = z[g] + BOX;
            }
#pragma acc update self(ghost) async(1)
#pragma acc wait(1)
#pragma acc parallel loop present(x, y, z, vx, vy, vz, fx, fy, fz) async(2)
            for (int i = 0; i < NA; i++) {
                vx[i] += dt * fx[i]; vy[i] += dt * fy[i]; vz[i] += dt * fz[i];
                x[i] = fmod(x[i] + dt * vx[i] + BOX, BOX);
                y[i] = fmod(y[i] + dt * vy[i] + BOX, BOX);
                z[i] = fmod(z[i] + dt * vz[i] + BOX, BOX);
            }
#pragma acc wait(2)
        }
#pragma acc update self(nn[0:NA])
    }
    int bad = 0;
    for (int i = 0; i < NA; i++) {
        if (nn[i] != hnn[i]) bad++;
        if (fabs(A.x[i] - H.x[i]) > 1e-9 || fabs(A.vy[i] - H.vy[i]) > 1e-9 || fabs(A.vz[i] - H.vz[i]) > 1e-9) bad++;
    }
    for (int g = 0; g < 3 * NGHOST; g++)
        if (fabs(ghost[g] - hghost[g]) > 1e-9) bad++;
    CHECK(bad == 0);
    for (int s = 0; s < 4; s++) CHECK(fabs(pe_d[s] - pe_h[s]) <= 1e-9 * fabs(pe_h[s]));
    for (int k = 0; k < 9; k++) { free(*pa[k]); free(*ph[k]); }
    free(nn); free(nl); free(hnn); free(hnl);
    CHECK_DONE();
}

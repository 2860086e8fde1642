/* An unstructured finite-volume scheme (upwind advection of a scalar on a general mesh) as
 * cell-centred CFD codes port it: a face loop with indirect addressing (owner/neighbour arrays,
 * boundary faces marked by a negative neighbour) that scatters the flux into both cells with
 * `atomic update` (2.12), then a cell loop dividing by the volume, and the total mass as a
 * reduction to check conservation. The mesh is a triangulated grid whose faces are listed in a
 * shuffled order; structs of arrays through `restrict` pointers; checked against the host. */
#include <math.h>
#include "check.h"
#define NXC 20
#define NYC 16
#define NCELL (2 * NXC * NYC)
#define MAXF (3 * NCELL)

typedef struct {
    int nface;
    int *owner, *neigh;
    double *nx, *ny, *area;
} faces_t;

static void flux_step(int nf, const int *restrict own, const int *restrict nei, const double *restrict fnx,
                      const double *restrict fny, const double *restrict far, const double *restrict q,
                      double *restrict res, int ncell, double vx, double vy)
{
#pragma acc parallel loop present(own, nei, fnx, fny, far, q, res)
    for (int c = 0; c < ncell; c++) res[c] = 0.0;
#pragma acc parallel loop present(own, nei, fnx, fny, far, q, res)
    for (int f = 0; f < nf; f++) {
        int o = own[f], n = nei[f];
        double un = vx * fnx[f] + vy * fny[f];
        double qup = un > 0 ? q[o] : (n >= 0 ? q[n] : 0.0);
        double F = un * qup * far[f];
#pragma acc atomic update
        res[o] -= F;
        if (n >= 0) {
#pragma acc atomic update
            res[n] += F;
        }
    }
}

int main(void)
{
    /* cells: each grid square split into two triangles, lower (0) and upper (1) */
    faces_t M;
    M.owner = malloc(MAXF * sizeof(int));
    M.neigh = malloc(MAXF * sizeof(int));
    M.nx = malloc(MAXF * sizeof(double));
    M.ny = malloc(MAXF * sizeof(double));
    M.area = malloc(MAXF * sizeof(double));
    const double h = 1.0 / NXC;
    int nf = 0;
#define CELL(i, j, t) ((((j) * NXC) + (i)) * 2 + (t))
    for (int j = 0; j < NYC; j++)
        for (int i = 0; i < NXC; i++) {
            /* diagonal between lower and upper */
            M.owner[nf] = CELL(i, j, 0); M.neigh[nf] = CELL(i, j, 1);
            M.nx[nf] = -sqrt(0.5); M.ny[nf] = sqrt(0.5); M.area[nf] = h * sqrt(2.0); nf++;
            /* lower triangle's bottom edge: neighbour is the upper triangle below */
            M.owner[nf] = CELL(i, j, 0); M.neigh[nf] = j > 0 ? CELL(i, j - 1, 1) : -1;
            M.nx[nf] = 0; M.ny[nf] = -1; M.area[nf] = h; nf++;
            /* lower triangle's right edge: neighbour is the upper triangle to the right */
            M.owner[nf] = CELL(i, j, 0); M.neigh[nf] = i < NXC - 1 ? CELL(i + 1, j, 1) : -1;
            M.nx[nf] = 1; M.ny[nf] = 0; M.area[nf] = h; nf++;
            if (j == NYC - 1) { M.owner[nf] = CELL(i, j, 1); M.neigh[nf] = -1; M.nx[nf] = 0; M.ny[nf] = 1; M.area[nf] = h; nf++; }
            if (i == 0) { M.owner[nf] = CELL(i, j, 1); M.neigh[nf] = -1; M.nx[nf] = -1; M.ny[nf] = 0; M.area[nf] = h; nf++; }
        }
    M.nface = nf;
    /* shuffle the faces */
    unsigned s = 7u;
    for (int f = nf - 1; f > 0; f--) {
        s = s * 1664525u + 1013904223u;
        int g = (int)(s % (unsigned)(f + 1));
        int ti = M.owner[f]; M.owner[f] = M.owner[g]; M.owner[g] = ti;
        ti = M.neigh[f]; M.neigh[f] = M.neigh[g]; M.neigh[g] = ti;
        double td = M.nx[f]; M.nx[f] = M.nx[g]; M.nx[g] = td;
        td = M.ny[f]; M.ny[f] = M.ny[g]; M.ny[g] = td;
        td = M.area[f]; M.area[f] = M.area[g]; M.area[g] = td;
    }
    double *q = malloc(NCELL * sizeof(double)), *res = malloc(NCELL * sizeof(double)), *vol = malloc(NCELL * sizeof(double));
    double *hq = malloc(NCELL * sizeof(double)), *hres = malloc(NCELL * sizeof(double));
    for (int c = 0; c < NCELL; c++) {
        int sq = c / 2, i = sq % NXC, j = sq / NXC;
        vol[c] = 0.5 * h * h;
        double xc = (i + 0.5) * h, yc = (j + 0.5) * h;
        q[c] = hq[c] = exp(-40.0 * ((xc - 0.3) * (xc - 0.3) + (yc - 0.3) * (yc - 0.3)));
    }
    const double vx = 1.0, vy = 0.5, dt = 0.2 * h;
    int *own = M.owner, *nei = M.neigh;
    double *fnx = M.nx, *fny = M.ny, *far = M.area;
    double mass_out_h = 0.0;
    for (int st = 0; st < 8; st++) {
        for (int c = 0; c < NCELL; c++) hres[c] = 0.0;
        for (int f = 0; f < nf; f++) {
            int o = own[f], n = nei[f];
            double un = vx * fnx[f] + vy * fny[f];
            double qup = un > 0 ? hq[o] : (n >= 0 ? hq[n] : 0.0);
            double F = un * qup * far[f];
            hres[o] -= F;
            if (n >= 0) hres[n] += F;
            else mass_out_h += dt * F;
        }
        for (int c = 0; c < NCELL; c++) hq[c] += dt * hres[c] / vol[c];
    }
    double mass0 = 0.0, mass1 = 0.0;
#pragma acc data copyin(own[0:nf], nei[0:nf], fnx[0:nf], fny[0:nf], far[0:nf], vol[0:NCELL]) copy(q[0:NCELL]) create(res[0:NCELL])
    {
#pragma acc parallel loop present(q, vol) reduction(+:mass0)
        for (int c = 0; c < NCELL; c++) mass0 += q[c] * vol[c];
        for (int st = 0; st < 8; st++) {
            flux_step(nf, own, nei, fnx, fny, far, q, res, NCELL, vx, vy);
#pragma acc kernels loop independent present(q, res, vol)
            for (int c = 0; c < NCELL; c++) q[c] += dt * res[c] / vol[c];
        }
#pragma acc parallel loop present(q, vol) reduction(+:mass1)
        for (int c = 0; c < NCELL; c++) mass1 += q[c] * vol[c];
    }
    int bad = 0;
    for (int c = 0; c < NCELL; c++)
        if (fabs(q[c] - hq[c]) > 1e-12) bad++;
    CHECK(bad == 0);
    CHECK(fabs(mass0 - mass1 - mass_out_h) < 1e-12);
    free(M.owner); free(M.neigh); free(M.nx); free(M.ny); free(M.area);
    free(q); free(res); free(vol); free(hq); free(hres);
    CHECK_DONE();
}

/* The routines and the data lifetime of the two-file LJ MD (apps10_md.h). */
#include <math.h>
#include <stdlib.h>
#include "apps10_md.h"

#pragma acc routine seq
double lj(double r2, double *fscale)
{
    double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2;
    *fscale = 24.0 * ir2 * ir6 * (2.0 * ir6 - 1.0);
    return 4.0 * ir6 * (ir6 - 1.0);
}

#pragma acc routine seq
int cell_of(const md_t *s, double x, double y, double z)
{
    int cx = (int)(x / s->box * NCS), cy = (int)(y / s->box * NCS), cz = (int)(z / s->box * NCS);
    cx = cx < 0 ? 0 : cx >= NCS ? NCS - 1 : cx;
    cy = cy < 0 ? 0 : cy >= NCS ? NCS - 1 : cy;
    cz = cz < 0 ? 0 : cz >= NCS ? NCS - 1 : cz;
    return (cz * NCS + cy) * NCS + cx;
}

static double wrapd(double d, double box);
#pragma acc routine(wrapd) seq
static double wrapd(double d, double box) { return d - box * round(d / box); }

#pragma acc routine vector
void cell_forces(md_t *s, int c)
{
    int cx = c % NCS, cy = (c / NCS) % NCS, cz = c / (NCS * NCS);
#pragma acc loop vector
    for (int a = 0; a < s->count[c]; a++) {
        int i = s->slots[c * MAXPC + a];
        double fx = 0, fy = 0, fz = 0, pe = 0;
        for (int nb = 0; nb < 27; nb++) {
            int nx = (cx + nb % 3 - 1 + NCS) % NCS, ny = (cy + (nb / 3) % 3 - 1 + NCS) % NCS, nz = (cz + nb / 9 - 1 + NCS) % NCS;
            int d = (nz * NCS + ny) * NCS + nx;
            for (int b = 0; b < s->count[d]; b++) {
                int j = s->slots[d * MAXPC + b];
                if (j == i) continue;
                double dx = wrapd(s->x[i] - s->x[j], s->box), dy = wrapd(s->y[i] - s->y[j], s->box), dz = wrapd(s->z[i] - s->z[j], s->box);
                double r2 = dx * dx + dy * dy + dz * dz, f;
                if (r2 >= RC * RC) continue;
                pe += 0.5 * lj(r2, &f);
                fx += f * dx; fy += f * dy; fz += f * dz;
            }
        }
        s->fx[i] = fx; s->fy[i] = fy; s->fz[i] = fz; s->pe[i] = pe;
    }
}

void md_init(md_t *s)
{
    int n = NP;
    s->n = n;
    s->box = NSIDE * 1.1;
    double **f[] = {&s->x, &s->y, &s->z, &s->vx, &s->vy, &s->vz, &s->fx, &s->fy, &s->fz, &s->pe};
    for (int k = 0; k < 10; k++) *f[k] = calloc(n, sizeof(double));
    s->count = calloc(NCELL, sizeof(int));
    s->slots = calloc(NCELL * MAXPC, sizeof(int));
    unsigned r = 9;
    for (int i = 0; i < n; i++) {
        s->x[i] = (i % NSIDE + 0.5) * 1.1;
        s->y[i] = (i / NSIDE % NSIDE + 0.5) * 1.1;
        s->z[i] = (i / (NSIDE * NSIDE) + 0.5) * 1.1;
        r = r * 1103515245u + 12345u; s->vx[i] = ((int)((r >> 16) % 201) - 100) / 200.0;
        r = r * 1103515245u + 12345u; s->vy[i] = ((int)((r >> 16) % 201) - 100) / 200.0;
        r = r * 1103515245u + 12345u; s->vz[i] = ((int)((r >> 16) % 201) - 100) / 200.0;
    }
#pragma acc enter data copyin(s[0:1])
#pragma acc enter data copyin(s->x[0:n], s->y[0:n], s->z[0:n], s->vx[0:n], s->vy[0:n], s->vz[0:n]) \
    create(s->fx[0:n], s->fy[0:n], s->fz[0:n], s->pe[0:n], s->count[0:NCELL], s->slots[0:NCELL*MAXPC])
}

void md_fini(md_t *s)
{
    int n = s->n;
#pragma acc exit data copyout(s->x[0:n], s->y[0:n], s->z[0:n], s->vx[0:n], s->vy[0:n], s->vz[0:n]) \
    delete(s->fx[0:n], s->fy[0:n], s->fz[0:n], s->pe[0:n], s->count[0:NCELL], s->slots[0:NCELL*MAXPC])
#pragma acc exit data delete(s[0:1])
}

/* The driver of the two-file LJ MD (apps10_md.h): cell lists rebuilt every step with
 * `atomic capture` slots (2.12), forces by a gang loop over cells calling the other file's
 * `routine vector`, velocity Verlet in `parallel loop present(s[0:1])`, the potential and
 * kinetic energies `+` reductions, positions `update self`'d every OUT steps for "output"
 * and compared with an all-pairs host computation of the same forces. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "apps10_md.h"
#define STEPS 6
#define OUT 3
#define DT 0.002

static void build_cells(md_t *s)
{
    int n = s->n;
#pragma acc parallel loop present(s[0:1])
    for (int c = 0; c < NCELL; c++) s->count[c] = 0;
#pragma acc parallel loop present(s[0:1])
    for (int i = 0; i < n; i++) {
        int c = cell_of(s, s->x[i], s->y[i], s->z[i]), slot;
#pragma acc atomic capture
        slot = s->count[c]++;
        if (slot < MAXPC) s->slots[c * MAXPC + slot] = i;
    }
}

static void forces(md_t *s)
{
    build_cells(s);
#pragma acc parallel loop gang vector_length(32) present(s[0:1])
    for (int c = 0; c < NCELL; c++) cell_forces(s, c);
}

static double host_check(const md_t *s)
{
    double err = 0;
    for (int i = 0; i < s->n; i++) {
        double fx = 0, fy = 0, fz = 0;
        for (int j = 0; j < s->n; j++) {
            if (j == i) continue;
            double dx = s->x[i] - s->x[j], dy = s->y[i] - s->y[j], dz = s->z[i] - s->z[j];
            dx -= s->box * round(dx / s->box); dy -= s->box * round(dy / s->box); dz -= s->box * round(dz / s->box);
            double r2 = dx * dx + dy * dy + dz * dz, f;
            if (r2 >= RC * RC) continue;
            lj(r2, &f);
            fx += f * dx; fy += f * dy; fz += f * dz;
        }
        err = fmax(err, fabs(fx - s->fx[i]) + fabs(fy - s->fy[i]) + fabs(fz - s->fz[i]));
    }
    return err;
}

int main(void)
{
    md_t sys, *s = &sys;
    md_init(s);
    int n = s->n, fails = 0;
    double e0 = 0, e = 0;
    forces(s);
    for (int st = 0; st <= STEPS; st++) {
        if (st > 0) {
#pragma acc parallel loop present(s[0:1])
            for (int i = 0; i < n; i++) {
                s->vx[i] += 0.5 * DT * s->fx[i]; s->vy[i] += 0.5 * DT * s->fy[i]; s->vz[i] += 0.5 * DT * s->fz[i];
                s->x[i] = fmod(s->x[i] + DT * s->vx[i] + s->box, s->box);
                s->y[i] = fmod(s->y[i] + DT * s->vy[i] + s->box, s->box);
                s->z[i] = fmod(s->z[i] + DT * s->vz[i] + s->box, s->box);
            }
            forces(s);
#pragma acc parallel loop present(s[0:1])
            for (int i = 0; i < n; i++) {
                s->vx[i] += 0.5 * DT * s->fx[i]; s->vy[i] += 0.5 * DT * s->fy[i]; s->vz[i] += 0.5 * DT * s->fz[i];
            }
        }
        double pe = 0, ke = 0;
        int maxc = 0;
#pragma acc parallel loop present(s[0:1]) reduction(+:pe, ke)
        for (int i = 0; i < n; i++) {
            pe += s->pe[i];
            ke += 0.5 * (s->vx[i] * s->vx[i] + s->vy[i] * s->vy[i] + s->vz[i] * s->vz[i]);
        }
#pragma acc parallel loop present(s[0:1]) reduction(max:maxc)
        for (int c = 0; c < NCELL; c++) if (s->count[c] > maxc) maxc = s->count[c];
        if (maxc > MAXPC) { fprintf(stderr, "cell overflow %d\n", maxc); fails++; }
        if (st == 0) e0 = pe + ke;
        e = pe + ke;
        if (st % OUT == 0) {
#pragma acc update self(s->x[0:n], s->y[0:n], s->z[0:n], s->fx[0:n], s->fy[0:n], s->fz[0:n])
            double err = host_check(s);
            if (err > 1e-8) { fprintf(stderr, "step %d: force error %g\n", st, err); fails++; }
        }
    }
    if (fabs(e - e0) > 1e-3 * fabs(e0)) { fprintf(stderr, "energy drift %g -> %g\n", e0, e); fails++; }
    md_fini(s);
    double cx = 0;
    for (int i = 0; i < n; i++) cx += s->x[i];
    if (!(cx > 0)) fails++;
    return fails != 0;
}

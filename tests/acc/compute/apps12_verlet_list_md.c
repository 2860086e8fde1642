/* Lennard-Jones molecular dynamics with Verlet neighbour lists, as MD mini-apps write it (spec
 * 2.5.6 if clause, 2.7.6 present, 2.9.11 reduction, 2.6.5 data): positions, velocities and
 * forces as separate `restrict` arrays, the list (fixed width, one row per atom) rebuilt only
 * when a `max` reduction of the displacement since the last build exceeds half the skin,
 * forces over the full list with the potential energy as a `+` reduction, velocity Verlet. The
 * same functions run the host reference: every construct has `if(dev)`, so with dev = 0 it
 * runs on the host's arrays (2.5.6: the region executes on the local thread). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NS 6
#define NP (NS * NS * NS)
#define MAXN 100
#define BOX (NS * 1.25)
#define RC 2.5
#define SKIN 0.4
#define STEPS 60
#define DT 0.004

#pragma acc routine seq
static double mimg(double d) { return d - BOX * floor(d / BOX + 0.5); }

typedef struct { double *x, *y, *z, *vx, *vy, *vz, *fx, *fy, *fz, *x0, *y0, *z0; int *nn, *nb; } sys_t;

static int build(sys_t *s, int dev)
{
    double *restrict x = s->x, *restrict y = s->y, *restrict z = s->z;
    double *restrict x0 = s->x0, *restrict y0 = s->y0, *restrict z0 = s->z0;
    int *restrict nn = s->nn, *restrict nb = s->nb;
    int most = 0;
    const double rl2 = (RC + SKIN) * (RC + SKIN);
#pragma acc parallel loop gang vector reduction(max:most) if(dev) \
    present(x[0:NP], y[0:NP], z[0:NP], x0[0:NP], y0[0:NP], z0[0:NP], nn[0:NP], nb[0:NP * MAXN])
    for (int i = 0; i < NP; i++) {
        int c = 0;
        for (int j = 0; j < NP; j++) {
            if (j == i) continue;
            double dx = mimg(x[i] - x[j]), dy = mimg(y[i] - y[j]), dz = mimg(z[i] - z[j]);
            if (dx * dx + dy * dy + dz * dz < rl2) {
                if (c < MAXN) nb[i * MAXN + c] = j;
                c++;
            }
        }
        nn[i] = c < MAXN ? c : MAXN;
        most = c > most ? c : most;
        x0[i] = x[i]; y0[i] = y[i]; z0[i] = z[i];
    }
    return most;
}

static double displacement(sys_t *s, int dev)
{
    double *restrict x = s->x, *restrict y = s->y, *restrict z = s->z;
    double *restrict x0 = s->x0, *restrict y0 = s->y0, *restrict z0 = s->z0;
    double dmax = 0;
#pragma acc parallel loop reduction(max:dmax) if(dev) present(x[0:NP], y[0:NP], z[0:NP], x0[0:NP], y0[0:NP], z0[0:NP])
    for (int i = 0; i < NP; i++) {
        double dx = mimg(x[i] - x0[i]), dy = mimg(y[i] - y0[i]), dz = mimg(z[i] - z0[i]);
        dmax = fmax(dmax, dx * dx + dy * dy + dz * dz);
    }
    return sqrt(dmax);
}

static double forces(sys_t *s, int dev)
{
    double *restrict x = s->x, *restrict y = s->y, *restrict z = s->z;
    double *restrict fx = s->fx, *restrict fy = s->fy, *restrict fz = s->fz;
    int *restrict nn = s->nn, *restrict nb = s->nb;
    double epot = 0;
#pragma acc parallel loop gang vector vector_length(64) reduction(+:epot) if(dev) \
    present(x[0:NP], y[0:NP], z[0:NP], fx[0:NP], fy[0:NP], fz[0:NP], nn[0:NP], nb[0:NP * MAXN])
    for (int i = 0; i < NP; i++) {
        double ax = 0, ay = 0, az = 0;
        for (int k = 0; k < nn[i]; k++) {
            int j = nb[i * MAXN + k];
            double dx = mimg(x[i] - x[j]), dy = mimg(y[i] - y[j]), dz = mimg(z[i] - z[j]);
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < RC * RC) {
                double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2, f = 48.0 * ir2 * ir6 * (ir6 - 0.5);
                ax += f * dx; ay += f * dy; az += f * dz;
                epot += 2.0 * ir6 * (ir6 - 1.0);
            }
        }
        fx[i] = ax; fy[i] = ay; fz[i] = az;
    }
    return epot;
}

static void kick_drift(sys_t *s, int dev, int drift)
{
    double *restrict x = s->x, *restrict y = s->y, *restrict z = s->z;
    double *restrict vx = s->vx, *restrict vy = s->vy, *restrict vz = s->vz;
    double *restrict fx = s->fx, *restrict fy = s->fy, *restrict fz = s->fz;
#pragma acc parallel loop if(dev) present(x[0:NP], y[0:NP], z[0:NP], vx[0:NP], vy[0:NP], vz[0:NP], fx[0:NP], fy[0:NP], fz[0:NP])
    for (int i = 0; i < NP; i++) {
        vx[i] += 0.5 * DT * fx[i]; vy[i] += 0.5 * DT * fy[i]; vz[i] += 0.5 * DT * fz[i];
        if (drift) { x[i] += DT * vx[i]; y[i] += DT * vy[i]; z[i] += DT * vz[i]; }
    }
}

static double *arr(void) { return malloc(NP * sizeof(double)); }

static void make(sys_t *s)
{
    s->x = arr(); s->y = arr(); s->z = arr(); s->vx = arr(); s->vy = arr(); s->vz = arr();
    s->fx = arr(); s->fy = arr(); s->fz = arr(); s->x0 = arr(); s->y0 = arr(); s->z0 = arr();
    s->nn = malloc(NP * sizeof(int)); s->nb = malloc(NP * MAXN * sizeof(int));
    unsigned r = 2024u;
    for (int i = 0; i < NP; i++) {
        s->x[i] = (i % NS + 0.5) * 1.25; s->y[i] = (i / NS % NS + 0.5) * 1.25; s->z[i] = (i / (NS * NS) + 0.5) * 1.25;
        double *v[3] = {s->vx, s->vy, s->vz};
        for (int d = 0; d < 3; d++) { r = r * 1664525u + 1013904223u; v[d][i] = ((r >> 8) / 16777216.0 - 0.5) * 1.5; }
    }
}

static double run(sys_t *s, int dev, int *builds, int *most)
{
    double epot = 0;
    *most = build(s, dev);
    *builds = 1;
    epot = forces(s, dev);
    for (int t = 0; t < STEPS; t++) {
        kick_drift(s, dev, 1);
        if (displacement(s, dev) > 0.5 * SKIN) {
            int m = build(s, dev);
            *most = m > *most ? m : *most;
            ++*builds;
        }
        epot = forces(s, dev);
        kick_drift(s, dev, 0);
    }
    return epot;
}

int main(void)
{
    sys_t d, h;
    make(&d); make(&h);
    int db, dm, hb, hm;
    double de, he;
#pragma acc data copy(d.x[0:NP], d.y[0:NP], d.z[0:NP], d.vx[0:NP], d.vy[0:NP], d.vz[0:NP]) \
    create(d.fx[0:NP], d.fy[0:NP], d.fz[0:NP], d.x0[0:NP], d.y0[0:NP], d.z0[0:NP], d.nn[0:NP], d.nb[0:NP * MAXN])
    de = run(&d, 1, &db, &dm);
    he = run(&h, 0, &hb, &hm);
    CHECK(db == hb && dm == hm);
    CHECK(hb >= 2 && hm <= MAXN);
    CHECK(fabs(de - he) < 1e-7 * fabs(he));
    double md = 0;
    for (int i = 0; i < NP; i++) md = fmax(md, fabs(d.x[i] - h.x[i]) + fabs(d.vz[i] - h.vz[i]));
    CHECK(md < 1e-7);
    CHECK_DONE();
}

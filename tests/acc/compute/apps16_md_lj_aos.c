/* Lennard-Jones molecular dynamics in a periodic box with velocity Verlet, as older MD codes
 * port it: atoms an array of structs with array members (`atom_t { double r[3], v[3], f[3]; }`)
 * mapped with the `pcopyin`/`present_or_copy` spellings (2.7.6: aliases kept for old codes);
 * the pair force a function named in a `routine(lj_pair) seq` directive after its prototype
 * and before its definition (2.15.1's named form); the minimum image by `round` (math.h double); forces by a
 * `gang` loop over atoms with a `vector` loop over partners reducing three components and the
 * potential energy and virial as `reduction(+:epot, vir)` on the gang loop (2.9.11); the
 * half kicks and drifts in `parallel loop` constructs on queue 1 and the kinetic energy on queue
 * 2 after a `wait(1) async(2)` directive (2.16.3); the thermostat's scale set by a `serial`
 * region with `atomic write`/`atomic read` into a one-element array (2.12). Positions, energies
 * and the virial must equal the same code in plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NA 216 /* 6^3 atoms on a lattice */
#define BOX 6.6
#define RC2 6.25
#define DT 0.002
#define NSTEPS 12

typedef struct {
    double r[3], v[3], f[3];
} atom_t;

static double lj_pair(double r2, double *fscale);
#pragma acc routine(lj_pair) seq

static double lj_pair(double r2, double *fscale)
{
    if (r2 >= RC2) {
        *fscale = 0.0;
        return 0.0;
    }
    double i2 = 1.0 / r2, i6 = i2 * i2 * i2;
    *fscale = 24.0 * i2 * i6 * (2.0 * i6 - 1.0);
    return 4.0 * i6 * (i6 - 1.0);
}

static void lattice(atom_t *a)
{
    int k = 0;
    for (int x = 0; x < 6; x++)
        for (int y = 0; y < 6; y++)
            for (int z = 0; z < 6; z++, k++) {
                a[k].r[0] = (x + 0.5) * BOX / 6;
                a[k].r[1] = (y + 0.5) * BOX / 6;
                a[k].r[2] = (z + 0.5) * BOX / 6;
                for (int d = 0; d < 3; d++) {
                    a[k].v[d] = 0.5 * sin(1.7 * k + 2.3 * d);
                    a[k].f[d] = 0.0;
                }
            }
}

static void forces_acc(atom_t *a, double *epot_out, double *vir_out)
{
    double epot = 0.0, vir = 0.0;
#pragma acc parallel loop gang vector_length(32) present(a[0:NA]) reduction(+:epot, vir)
    for (int i = 0; i < NA; i++) {
        double fx = 0, fy = 0, fz = 0, ei = 0, wi = 0;
#pragma acc loop vector reduction(+:fx, fy, fz, ei, wi)
        for (int j = 0; j < NA; j++) {
            if (j == i) continue;
            double d[3], r2 = 0.0, fs;
            for (int k = 0; k < 3; k++) {
                d[k] = a[i].r[k] - a[j].r[k];
                d[k] -= BOX * round(d[k] / BOX);
                r2 += d[k] * d[k];
            }
            ei += 0.5 * lj_pair(r2, &fs);
            wi += 0.5 * fs * r2;
            fx += fs * d[0];
            fy += fs * d[1];
            fz += fs * d[2];
        }
        a[i].f[0] = fx;
        a[i].f[1] = fy;
        a[i].f[2] = fz;
        epot += ei;
        vir += wi;
    }
    *epot_out = epot;
    *vir_out = vir;
}

static void forces_host(atom_t *a, double *epot_out, double *vir_out)
{
    double epot = 0.0, vir = 0.0;
    for (int i = 0; i < NA; i++) {
        double fx = 0, fy = 0, fz = 0;
        for (int j = 0; j < NA; j++) {
            if (j == i) continue;
            double d[3], r2 = 0.0, fs;
            for (int k = 0; k < 3; k++) {
                d[k] = a[i].r[k] - a[j].r[k];
                d[k] -= BOX * round(d[k] / BOX);
                r2 += d[k] * d[k];
            }
            epot += 0.5 * lj_pair(r2, &fs);
            vir += 0.5 * fs * r2;
            fx += fs * d[0];
            fy += fs * d[1];
            fz += fs * d[2];
        }
        a[i].f[0] = fx;
        a[i].f[1] = fy;
        a[i].f[2] = fz;
    }
    *epot_out = epot;
    *vir_out = vir;
}

int main(void)
{
    atom_t *a = malloc(NA * sizeof(atom_t)), *h = malloc(NA * sizeof(atom_t));
    lattice(a);
    lattice(h);
    double scale[1] = {1.0};
    double ep, vir, ek = 0.0, hep, hvir, hek = 0.0;
#pragma acc data present_or_copy(a[0:NA]) pcopyin(scale)
    {
        forces_acc(a, &ep, &vir);
        for (int s = 0; s < NSTEPS; s++) {
#pragma acc parallel loop present(a[0:NA]) async(1)
            for (int i = 0; i < NA; i++)
                for (int d = 0; d < 3; d++) {
                    a[i].v[d] += 0.5 * DT * a[i].f[d];
                    a[i].r[d] += DT * a[i].v[d];
                    a[i].r[d] -= BOX * floor(a[i].r[d] / BOX);
                }
#pragma acc wait(1)
            forces_acc(a, &ep, &vir);
#pragma acc parallel loop present(a[0:NA], scale) async(1)
            for (int i = 0; i < NA; i++)
                for (int d = 0; d < 3; d++) a[i].v[d] = (a[i].v[d] + 0.5 * DT * a[i].f[d]) * scale[0];
            if (s == NSTEPS / 2) { /* a velocity rescale by 0.9 once, set on the device */
#pragma acc serial present(scale) async(1)
                {
                    double c;
#pragma acc atomic read
                    c = scale[0];
#pragma acc atomic write
                    scale[0] = c * 0.9;
                }
            } else if (s == NSTEPS / 2 + 1) {
#pragma acc serial present(scale) async(1)
                {
#pragma acc atomic write
                    scale[0] = 1.0;
                }
            }
#pragma acc wait(1) async(2)
            ek = 0.0;
#pragma acc parallel loop present(a[0:NA]) reduction(+:ek) async(2)
            for (int i = 0; i < NA; i++)
                ek += 0.5 * (a[i].v[0] * a[i].v[0] + a[i].v[1] * a[i].v[1] + a[i].v[2] * a[i].v[2]);
#pragma acc wait(2)
        }
    }
    forces_host(h, &hep, &hvir);
    for (int s = 0; s < NSTEPS; s++) {
        for (int i = 0; i < NA; i++)
            for (int d = 0; d < 3; d++) {
                h[i].v[d] += 0.5 * DT * h[i].f[d];
                h[i].r[d] += DT * h[i].v[d];
                h[i].r[d] -= BOX * floor(h[i].r[d] / BOX);
            }
        forces_host(h, &hep, &hvir);
        /* the scale the step uses: 0.9 in the step after the one that set it */
        double sc = (s == NSTEPS / 2 + 1) ? 0.9 : 1.0;
        for (int i = 0; i < NA; i++)
            for (int d = 0; d < 3; d++) h[i].v[d] = (h[i].v[d] + 0.5 * DT * h[i].f[d]) * sc;
        hek = 0.0;
        for (int i = 0; i < NA; i++)
            hek += 0.5 * (h[i].v[0] * h[i].v[0] + h[i].v[1] * h[i].v[1] + h[i].v[2] * h[i].v[2]);
    }
    double er = 0.0, ev = 0.0;
    for (int i = 0; i < NA; i++)
        for (int d = 0; d < 3; d++) {
            er = fmax(er, fabs(a[i].r[d] - h[i].r[d]));
            ev = fmax(ev, fabs(a[i].v[d] - h[i].v[d]));
        }
    CHECK(er < 1e-10 && ev < 1e-9);
    CHECK(fabs(ep - hep) < 1e-9 * fabs(hep));
    CHECK(fabs(vir - hvir) < 1e-9 * fabs(hvir));
    CHECK(fabs(ek - hek) < 1e-9 * hek);
    CHECK(scale[0] == 1.0);
    printf("lj md: epot %.6f, virial %.6f, ekin %.6f, |r - host| %.2e, |v - host| %.2e\n", ep,
           vir, ek, er, ev);
    CHECK_DONE();
}

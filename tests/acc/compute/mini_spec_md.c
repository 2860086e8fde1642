/* A mini SPEC ACCEL md (a Lennard-Jones molecular dynamics kernel): positions, velocities and
 * forces as arrays of `struct vec` in file-scope arrays with `declare create` (2.13.2), a
 * neighbour list rebuilt on the device every few steps (a `parallel loop` per atom scanning
 * every other atom into its row of `neigh[N][MAXN]`, minimum-image distances from a
 * `routine seq` returning a struct by value, 2.15.1), the force loop a `parallel loop gang`
 * with `loop vector reduction(+:fx, fy, fz)` over the atom's variable-length neighbour row
 * (2.9.11) and the potential energy and virial as gang-level reductions (2.5.15), velocity
 * Verlet updates on `async(1)` with a `wait` before the host reads the kinetic energy
 * reduction (2.16), and `update self` of the positions at the end (2.14.4). Verified against
 * a plain-C run (the sums are over different orders: relative tolerance). */
#include <math.h>
#include <string.h>
#include "check.h"

#define NSIDE 5
#define NATOM (NSIDE * NSIDE * NSIDE)
#define MAXN 96
#define BOX (NSIDE * 1.2)
#define RCUT 2.5
#define RLIST 2.8
#define DT 0.002
#define NSTEPS 8
#define REBUILD 4

struct vec {
    double x, y, z;
};

static struct vec pos[NATOM], vel[NATOM], frc[NATOM];
static int neigh[NATOM][MAXN], nneigh[NATOM];
#pragma acc declare create(pos, vel, frc, neigh, nneigh)

#pragma acc routine seq
static struct vec min_image(struct vec a, struct vec b)
{
    struct vec d = {a.x - b.x, a.y - b.y, a.z - b.z};
    d.x -= BOX * rint(d.x / BOX);
    d.y -= BOX * rint(d.y / BOX);
    d.z -= BOX * rint(d.z / BOX);
    return d;
}

#pragma acc routine seq
static inline double dot(struct vec d)
{
    return d.x * d.x + d.y * d.y + d.z * d.z;
}

static void build_neighbors(void)
{
#pragma acc parallel loop gang vector present(pos, neigh, nneigh)
    for (int i = 0; i < NATOM; i++) {
        int n = 0;
        for (int j = 0; j < NATOM; j++) {
            if (j == i)
                continue;
            struct vec d = min_image(pos[i], pos[j]);
            if (dot(d) < RLIST * RLIST && n < MAXN)
                neigh[i][n++] = j;
        }
        nneigh[i] = n;
    }
}

static void forces(double *epot, double *virial)
{
    double e = 0.0, w = 0.0;
#pragma acc parallel loop gang vector_length(32) present(pos, frc, neigh, nneigh) reduction(+:e, w)
    for (int i = 0; i < NATOM; i++) {
        double fx = 0.0, fy = 0.0, fz = 0.0, ei = 0.0, wi = 0.0;
        const int n = nneigh[i];
#pragma acc loop vector reduction(+:fx, fy, fz, ei, wi)
        for (int k = 0; k < n; k++) {
            struct vec d = min_image(pos[i], pos[neigh[i][k]]);
            double r2 = dot(d);
            if (r2 < RCUT * RCUT) {
                double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2;
                double f = 48.0 * ir6 * (ir6 - 0.5) * ir2;
                fx += f * d.x;
                fy += f * d.y;
                fz += f * d.z;
                ei += 2.0 * ir6 * (ir6 - 1.0);
                wi += f * r2;
            }
        }
        frc[i].x = fx;
        frc[i].y = fy;
        frc[i].z = fz;
        e += ei;
        w += wi;
    }
    *epot = e;
    *virial = w;
}

static void half_kick(void)
{
#pragma acc parallel loop present(vel, frc) async(1)
    for (int i = 0; i < NATOM; i++) {
        vel[i].x += 0.5 * DT * frc[i].x;
        vel[i].y += 0.5 * DT * frc[i].y;
        vel[i].z += 0.5 * DT * frc[i].z;
    }
}

static void drift(void)
{
#pragma acc parallel loop present(pos, vel) async(1)
    for (int i = 0; i < NATOM; i++) {
        pos[i].x += DT * vel[i].x;
        pos[i].y += DT * vel[i].y;
        pos[i].z += DT * vel[i].z;
        pos[i].x -= BOX * floor(pos[i].x / BOX);
        pos[i].y -= BOX * floor(pos[i].y / BOX);
        pos[i].z -= BOX * floor(pos[i].z / BOX);
    }
}

static double kinetic(void)
{
    double k = 0.0;
#pragma acc wait(1)
#pragma acc parallel loop present(vel) reduction(+:k)
    for (int i = 0; i < NATOM; i++)
        k += 0.5 * dot(vel[i]);
    return k;
}

/* ---- plain C ---- */
static struct vec hpos[NATOM], hvel[NATOM], hfrc[NATOM];
static int hneigh[NATOM][MAXN], hnn[NATOM];

static void h_forces(double *epot, double *virial)
{
    *epot = *virial = 0.0;
    for (int i = 0; i < NATOM; i++) {
        double fx = 0, fy = 0, fz = 0;
        for (int k = 0; k < hnn[i]; k++) {
            struct vec d = min_image(hpos[i], hpos[hneigh[i][k]]);
            double r2 = dot(d);
            if (r2 < RCUT * RCUT) {
                double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2, f = 48.0 * ir6 * (ir6 - 0.5) * ir2;
                fx += f * d.x;
                fy += f * d.y;
                fz += f * d.z;
                *epot += 2.0 * ir6 * (ir6 - 1.0);
                *virial += f * r2;
            }
        }
        hfrc[i] = (struct vec){fx, fy, fz};
    }
}

int main(void)
{
    unsigned s = 7;
    for (int a = 0; a < NSIDE; a++)
        for (int b = 0; b < NSIDE; b++)
            for (int c = 0; c < NSIDE; c++) {
                int i = (a * NSIDE + b) * NSIDE + c;
                pos[i] = (struct vec){1.2 * a + 0.3, 1.2 * b + 0.3, 1.2 * c + 0.3};
                s = s * 1103515245u + 12345u;
                double vx = ((s >> 8) & 1023) / 1024.0 - 0.5;
                s = s * 1103515245u + 12345u;
                double vy = ((s >> 8) & 1023) / 1024.0 - 0.5;
                s = s * 1103515245u + 12345u;
                double vz = ((s >> 8) & 1023) / 1024.0 - 0.5;
                vel[i] = (struct vec){vx, vy, vz};
            }
    memcpy(hpos, pos, sizeof pos);
    memcpy(hvel, vel, sizeof vel);
#pragma acc update device(pos, vel)
    double ep[NSTEPS], ke[NSTEPS], vir[NSTEPS];
    build_neighbors();
    forces(&ep[0], &vir[0]);
    for (int step = 0; step < NSTEPS; step++) {
        half_kick();
        drift();
        if ((step + 1) % REBUILD == 0) {
#pragma acc wait(1)
            build_neighbors();
        }
#pragma acc wait(1)
        forces(&ep[step], &vir[step]);
        half_kick();
        ke[step] = kinetic();
    }
#pragma acc update self(pos, nneigh)

    double hep, hvir;
    for (int i = 0; i < NATOM; i++) {
        hnn[i] = 0;
        for (int j = 0; j < NATOM; j++)
            if (j != i && dot(min_image(hpos[i], hpos[j])) < RLIST * RLIST && hnn[i] < MAXN)
                hneigh[i][hnn[i]++] = j;
    }
    h_forces(&hep, &hvir);
    for (int step = 0; step < NSTEPS; step++) {
        for (int i = 0; i < NATOM; i++) {
            hvel[i].x += 0.5 * DT * hfrc[i].x;
            hvel[i].y += 0.5 * DT * hfrc[i].y;
            hvel[i].z += 0.5 * DT * hfrc[i].z;
            hpos[i].x += DT * hvel[i].x;
            hpos[i].y += DT * hvel[i].y;
            hpos[i].z += DT * hvel[i].z;
            hpos[i].x -= BOX * floor(hpos[i].x / BOX);
            hpos[i].y -= BOX * floor(hpos[i].y / BOX);
            hpos[i].z -= BOX * floor(hpos[i].z / BOX);
        }
        if ((step + 1) % REBUILD == 0)
            for (int i = 0; i < NATOM; i++) {
                hnn[i] = 0;
                for (int j = 0; j < NATOM; j++)
                    if (j != i && dot(min_image(hpos[i], hpos[j])) < RLIST * RLIST && hnn[i] < MAXN)
                        hneigh[i][hnn[i]++] = j;
            }
        h_forces(&hep, &hvir);
        double hk = 0.0;
        for (int i = 0; i < NATOM; i++) {
            hvel[i].x += 0.5 * DT * hfrc[i].x;
            hvel[i].y += 0.5 * DT * hfrc[i].y;
            hvel[i].z += 0.5 * DT * hfrc[i].z;
            hk += 0.5 * dot(hvel[i]);
        }
        double tol = 1e-9;
        if (fabs(ep[step] - hep) > tol * fabs(hep) || fabs(ke[step] - hk) > tol * hk ||
            fabs(vir[step] - hvir) > tol * fabs(hvir))
            fprintf(stderr, "step %d: epot %.17g/%.17g ekin %.17g/%.17g vir %.17g/%.17g\n", step, ep[step],
                    hep, ke[step], hk, vir[step], hvir);
        CHECK(fabs(ep[step] - hep) <= tol * fabs(hep));
        CHECK(fabs(ke[step] - hk) <= tol * hk);
        CHECK(fabs(vir[step] - hvir) <= tol * fabs(hvir));
    }
    double md = 0.0;
    int nsame = 1;
    for (int i = 0; i < NATOM; i++) {
        md = fmax(md, fabs(pos[i].x - hpos[i].x) + fabs(pos[i].y - hpos[i].y) + fabs(pos[i].z - hpos[i].z));
        nsame &= nneigh[i] == hnn[i];
    }
    CHECK(md <= 1e-9);
    CHECK(nsame);
    CHECK_DONE();
}

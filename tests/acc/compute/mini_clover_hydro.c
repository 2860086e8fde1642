/* A mini CloverLeaf-style 2-D Lagrangian-Eulerian hydro step, shaped like SPEC ACCEL's clvrleaf
 * C kernels: fields allocated with malloc in a struct, indexed through FTNREF2D-style macros,
 * kept on the device by an enclosing `data` region in main (2.6.5) and reached in the kernel
 * functions through `restrict` pointers with `present` (2.7.6) inside `kernels` regions
 * (2.5.2) holding `loop independent collapse(2)` nests (2.9.1, 2.9.9): ideal_gas, viscosity,
 * the timestep as a `reduction(min:)` (2.5.15), PdV, accelerate, flux_calc, a donor-cell
 * advection in x then y with `async(1)` and `wait` (2.16), reset_field, and field_summary with
 * five `reduction(+:)`s. Halo cells are refreshed by update_halo, a `parallel loop` per edge.
 * Verified against a plain-C run of the same step (the functions run with `if(0)`, on the
 * host's copies, 2.5.6). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define XMIN 0
#define XMAX 31
#define YMIN 0
#define YMAX 23
#define H 2 /* halo depth */
#define NXC (XMAX - XMIN + 1 + 2 * H)
#define NYC (YMAX - YMIN + 1 + 2 * H)
#define NXN (NXC + 1)
#define NYN (NYC + 1)
#define C2(a, j, k) (a)[((k) + H) * NXC + (j) + H]
#define N2(a, j, k) (a)[((k) + H) * NXN + (j) + H]
#define NSTEPS 6
#define GAMMA 1.4

struct chunk {
    double *density0, *density1, *energy0, *energy1, *pressure, *soundspeed, *viscosity;
    double *xvel0, *yvel0, *xvel1, *yvel1, *volflux_x, *volflux_y, *mass_flux_x, *ener_flux_x;
    double *celldx, *celldy, *volume;
};

static double *alloc(int n)
{
    double *p = malloc(n * sizeof(double));
    memset(p, 0, n * sizeof(double));
    return p;
}

static void chunk_init(struct chunk *c)
{
    c->density0 = alloc(NXC * NYC);
    c->density1 = alloc(NXC * NYC);
    c->energy0 = alloc(NXC * NYC);
    c->energy1 = alloc(NXC * NYC);
    c->pressure = alloc(NXC * NYC);
    c->soundspeed = alloc(NXC * NYC);
    c->viscosity = alloc(NXC * NYC);
    c->volume = alloc(NXC * NYC);
    c->xvel0 = alloc(NXN * NYN);
    c->yvel0 = alloc(NXN * NYN);
    c->xvel1 = alloc(NXN * NYN);
    c->yvel1 = alloc(NXN * NYN);
    c->volflux_x = alloc(NXN * NYC);
    c->volflux_y = alloc(NXC * NYN);
    c->mass_flux_x = alloc(NXN * NYC);
    c->ener_flux_x = alloc(NXN * NYC);
    c->celldx = alloc(NXC);
    c->celldy = alloc(NYC);
    for (int j = 0; j < NXC; j++)
        c->celldx[j] = 1.0 / (XMAX + 1);
    for (int k = 0; k < NYC; k++)
        c->celldy[k] = 1.0 / (YMAX + 1);
    for (int k = YMIN - H; k <= YMAX + H; k++)
        for (int j = XMIN - H; j <= XMAX + H; j++) {
            int hot = (j < 8 && k < 8);
            C2(c->density0, j, k) = hot ? 1.0 : 0.2;
            C2(c->energy0, j, k) = hot ? 2.5 : 1.0;
            C2(c->volume, j, k) = c->celldx[j + H] * c->celldy[k + H];
        }
}

static void ideal_gas(const double *restrict density, const double *restrict energy,
                      double *restrict pressure, double *restrict soundspeed, int dev)
{
#pragma acc kernels present(density[0:NXC*NYC], energy[0:NXC*NYC], pressure[0:NXC*NYC], soundspeed[0:NXC*NYC]) if(dev)
#pragma acc loop independent collapse(2)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX; j++) {
            double v = 1.0 / C2(density, j, k);
            C2(pressure, j, k) = (GAMMA - 1.0) * C2(density, j, k) * C2(energy, j, k);
            double pe = (GAMMA - 1.0) * C2(density, j, k);
            double pv = -C2(density, j, k) * C2(pressure, j, k);
            double ss2 = v * v * (C2(pressure, j, k) * pe - pv);
            C2(soundspeed, j, k) = sqrt(ss2);
        }
}

static void update_halo(double *restrict f, int dev)
{
#pragma acc parallel loop collapse(2) present(f[0:NXC*NYC]) if(dev)
    for (int k = YMIN; k <= YMAX; k++)
        for (int d = 1; d <= H; d++) {
            C2(f, XMIN - d, k) = C2(f, XMIN + d - 1, k);
            C2(f, XMAX + d, k) = C2(f, XMAX - d + 1, k);
        }
#pragma acc parallel loop collapse(2) present(f[0:NXC*NYC]) if(dev)
    for (int d = 1; d <= H; d++)
        for (int j = XMIN - H; j <= XMAX + H; j++) {
            C2(f, j, YMIN - d) = C2(f, j, YMIN + d - 1);
            C2(f, j, YMAX + d) = C2(f, j, YMAX - d + 1);
        }
}

static void viscosity(const double *restrict density, const double *restrict xvel,
                      const double *restrict yvel, double *restrict visc, int dev)
{
#pragma acc kernels present(density[0:NXC*NYC], xvel[0:NXN*NYN], yvel[0:NXN*NYN], visc[0:NXC*NYC]) if(dev)
#pragma acc loop independent collapse(2)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX; j++) {
            double ugrad = (N2(xvel, j + 1, k) + N2(xvel, j + 1, k + 1)) - (N2(xvel, j, k) + N2(xvel, j, k + 1));
            double vgrad = (N2(yvel, j, k + 1) + N2(yvel, j + 1, k + 1)) - (N2(yvel, j, k) + N2(yvel, j + 1, k));
            double div = ugrad + vgrad;
            C2(visc, j, k) = div < 0.0 ? 2.0 * C2(density, j, k) * div * div : 0.0;
        }
}

static double calc_dt(const double *restrict ss, const double *restrict visc,
                      const double *restrict density, int dev)
{
    double dtmin = 1.0e30;
#pragma acc kernels present(ss[0:NXC*NYC], visc[0:NXC*NYC], density[0:NXC*NYC]) if(dev)
#pragma acc loop independent collapse(2) reduction(min:dtmin)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX; j++) {
            double cc = C2(ss, j, k) * C2(ss, j, k) + 2.0 * C2(visc, j, k) / C2(density, j, k);
            double dt = 0.7 * (1.0 / (XMAX + 1)) / sqrt(cc);
            dtmin = fmin(dtmin, dt);
        }
    return dtmin;
}

static void pdv(struct chunk *c, double dt, int dev)
{
    double *restrict d0 = c->density0, *restrict d1 = c->density1, *restrict e0 = c->energy0,
                     *restrict e1 = c->energy1, *restrict p = c->pressure, *restrict q = c->viscosity,
                     *restrict u = c->xvel0, *restrict v = c->yvel0;
#pragma acc kernels present(d0[0:NXC*NYC], d1[0:NXC*NYC], e0[0:NXC*NYC], e1[0:NXC*NYC], p[0:NXC*NYC], q[0:NXC*NYC], u[0:NXN*NYN], v[0:NXN*NYN]) if(dev)
#pragma acc loop independent collapse(2)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX; j++) {
            double left = 0.5 * (N2(u, j, k) + N2(u, j, k + 1));
            double right = 0.5 * (N2(u, j + 1, k) + N2(u, j + 1, k + 1));
            double bottom = 0.5 * (N2(v, j, k) + N2(v, j + 1, k));
            double top = 0.5 * (N2(v, j, k + 1) + N2(v, j + 1, k + 1));
            double tv = dt * ((right - left) * (YMAX + 1) + (top - bottom) * (XMAX + 1));
            double vol_change = 1.0 / (1.0 + tv);
            double energy_change = (C2(p, j, k) + C2(q, j, k)) / C2(d0, j, k) * tv * vol_change;
            C2(e1, j, k) = C2(e0, j, k) - energy_change;
            C2(d1, j, k) = C2(d0, j, k) * vol_change;
        }
}

static void accelerate(struct chunk *c, double dt, int dev)
{
    double *restrict d = c->density0, *restrict p = c->pressure, *restrict q = c->viscosity;
    double *restrict u0 = c->xvel0, *restrict v0 = c->yvel0, *restrict u1 = c->xvel1, *restrict v1 = c->yvel1;
#pragma acc kernels present(d[0:NXC*NYC], p[0:NXC*NYC], q[0:NXC*NYC], u0[0:NXN*NYN], v0[0:NXN*NYN], u1[0:NXN*NYN], v1[0:NXN*NYN]) if(dev)
    {
#pragma acc loop independent collapse(2)
        for (int k = YMIN; k <= YMAX + 1; k++)
            for (int j = XMIN; j <= XMAX + 1; j++) {
                double nodal_mass = 0.25 * (C2(d, j - 1, k - 1) + C2(d, j, k - 1) + C2(d, j, k) + C2(d, j - 1, k));
                double step = 0.5 * dt / nodal_mass;
                double px = (C2(p, j, k - 1) + C2(p, j, k)) - (C2(p, j - 1, k - 1) + C2(p, j - 1, k));
                double py = (C2(p, j - 1, k) + C2(p, j, k)) - (C2(p, j - 1, k - 1) + C2(p, j, k - 1));
                double qx = (C2(q, j, k - 1) + C2(q, j, k)) - (C2(q, j - 1, k - 1) + C2(q, j - 1, k));
                double qy = (C2(q, j - 1, k) + C2(q, j, k)) - (C2(q, j - 1, k - 1) + C2(q, j, k - 1));
                N2(u1, j, k) = N2(u0, j, k) - step * (px + qx) * (YMAX + 1) * 0.01;
                N2(v1, j, k) = N2(v0, j, k) - step * (py + qy) * (XMAX + 1) * 0.01;
            }
        /* reflective walls */
#pragma acc loop independent
        for (int k = YMIN; k <= YMAX + 1; k++) {
            N2(u1, XMIN, k) = 0.0;
            N2(u1, XMAX + 1, k) = 0.0;
        }
#pragma acc loop independent
        for (int j = XMIN; j <= XMAX + 1; j++) {
            N2(v1, j, YMIN) = 0.0;
            N2(v1, j, YMAX + 1) = 0.0;
        }
    }
}

static void flux_calc(struct chunk *c, double dt, int dev)
{
    double *restrict u0 = c->xvel0, *restrict u1 = c->xvel1, *restrict v0 = c->yvel0, *restrict v1 = c->yvel1;
    double *restrict fx = c->volflux_x, *restrict fy = c->volflux_y;
#pragma acc kernels present(u0[0:NXN*NYN], u1[0:NXN*NYN], v0[0:NXN*NYN], v1[0:NXN*NYN], fx[0:NXN*NYC], fy[0:NXC*NYN]) if(dev)
    {
#pragma acc loop independent collapse(2)
        for (int k = YMIN; k <= YMAX; k++)
            for (int j = XMIN; j <= XMAX + 1; j++)
                N2(fx, j, k) = 0.25 * dt * (1.0 / (YMAX + 1)) *
                               (N2(u0, j, k) + N2(u0, j, k + 1) + N2(u1, j, k) + N2(u1, j, k + 1));
#pragma acc loop independent collapse(2)
        for (int k = YMIN; k <= YMAX + 1; k++)
            for (int j = XMIN; j <= XMAX; j++)
                C2(fy, j, k) = 0.25 * dt * (1.0 / (XMAX + 1)) *
                               (N2(v0, j, k) + N2(v0, j + 1, k) + N2(v1, j, k) + N2(v1, j + 1, k));
    }
}

/* donor-cell advection of density and energy in x: mass and energy fluxes, then the update
 * (the fluxes read the donors' energies before any cell changes: the update of cell j must
 * not read its neighbours' energies, which other iterations of the same loop write; an
 * earlier version did, a race that made the H200's sums differ from the host's by 1e-6) */
static void advec_x(struct chunk *c, int dev)
{
    double *restrict d1 = c->density1, *restrict e1 = c->energy1, *restrict fx = c->volflux_x,
                     *restrict mf = c->mass_flux_x, *restrict ef = c->ener_flux_x, *restrict vol = c->volume;
#pragma acc parallel loop collapse(2) present(d1[0:NXC*NYC], e1[0:NXC*NYC], fx[0:NXN*NYC], mf[0:NXN*NYC], ef[0:NXN*NYC]) async(1) if(dev)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX + 1; j++) {
            int donor = N2(fx, j, k) > 0.0 ? j - 1 : j;
            N2(mf, j, k) = N2(fx, j, k) * C2(d1, donor, k);
            N2(ef, j, k) = N2(mf, j, k) * C2(e1, donor, k);
        }
#pragma acc parallel loop collapse(2) present(d1[0:NXC*NYC], e1[0:NXC*NYC], fx[0:NXN*NYC], mf[0:NXN*NYC], ef[0:NXN*NYC], vol[0:NXC*NYC]) async(1) if(dev)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX; j++) {
            double pre_vol = C2(vol, j, k) + (N2(fx, j + 1, k) - N2(fx, j, k));
            double post_vol = C2(vol, j, k);
            double pre_mass = C2(d1, j, k) * pre_vol;
            double post_mass = pre_mass + N2(mf, j, k) - N2(mf, j + 1, k);
            double ein = C2(e1, j, k) * pre_mass;
            double eout = ein + N2(ef, j, k) - N2(ef, j + 1, k);
            C2(d1, j, k) = post_mass / post_vol;
            C2(e1, j, k) = eout / post_mass;
        }
#pragma acc wait(1) if(dev)
}

static void reset_field(struct chunk *c, int dev)
{
    double *restrict d0 = c->density0, *restrict d1 = c->density1, *restrict e0 = c->energy0,
                     *restrict e1 = c->energy1, *restrict u0 = c->xvel0, *restrict u1 = c->xvel1,
                     *restrict v0 = c->yvel0, *restrict v1 = c->yvel1;
#pragma acc kernels present(d0[0:NXC*NYC], d1[0:NXC*NYC], e0[0:NXC*NYC], e1[0:NXC*NYC], u0[0:NXN*NYN], u1[0:NXN*NYN], v0[0:NXN*NYN], v1[0:NXN*NYN]) if(dev)
    {
        for (int i = 0; i < NXC * NYC; i++) {
            d0[i] = d1[i];
            e0[i] = e1[i];
        }
        for (int i = 0; i < NXN * NYN; i++) {
            u0[i] = u1[i];
            v0[i] = v1[i];
        }
    }
}

static void field_summary(struct chunk *c, double out[5], int dev)
{
    double *restrict d = c->density0, *restrict e = c->energy0, *restrict p = c->pressure,
                     *restrict u = c->xvel0, *restrict v = c->yvel0, *restrict vol = c->volume;
    double vsum = 0, msum = 0, iesum = 0, kesum = 0, psum = 0;
#pragma acc parallel loop collapse(2) present(d[0:NXC*NYC], e[0:NXC*NYC], p[0:NXC*NYC], u[0:NXN*NYN], v[0:NXN*NYN], vol[0:NXC*NYC]) reduction(+:vsum, msum, iesum, kesum, psum) if(dev)
    for (int k = YMIN; k <= YMAX; k++)
        for (int j = XMIN; j <= XMAX; j++) {
            double vsqrd = 0.0;
            for (int kv = k; kv <= k + 1; kv++)
                for (int jv = j; jv <= j + 1; jv++)
                    vsqrd += 0.25 * (N2(u, jv, kv) * N2(u, jv, kv) + N2(v, jv, kv) * N2(v, jv, kv));
            double cell_vol = C2(vol, j, k), cell_mass = cell_vol * C2(d, j, k);
            vsum += cell_vol;
            msum += cell_mass;
            iesum += cell_mass * C2(e, j, k);
            kesum += cell_mass * 0.5 * vsqrd;
            psum += cell_vol * C2(p, j, k);
        }
    out[0] = vsum;
    out[1] = msum;
    out[2] = iesum;
    out[3] = kesum;
    out[4] = psum;
}

static double hydro(struct chunk *c, int dev, double sum[5])
{
    double t = 0.0;
    for (int s = 0; s < NSTEPS; s++) {
        ideal_gas(c->density0, c->energy0, c->pressure, c->soundspeed, dev);
        update_halo(c->pressure, dev);
        viscosity(c->density0, c->xvel0, c->yvel0, c->viscosity, dev);
        update_halo(c->viscosity, dev);
        double dt = calc_dt(c->soundspeed, c->viscosity, c->density0, dev);
        dt = fmin(dt, 0.02);
        pdv(c, dt, dev);
        accelerate(c, dt, dev);
        flux_calc(c, dt, dev);
        update_halo(c->density1, dev);
        update_halo(c->energy1, dev);
        advec_x(c, dev);
        reset_field(c, dev);
        update_halo(c->density0, dev);
        update_halo(c->energy0, dev);
        t += dt;
    }
    ideal_gas(c->density0, c->energy0, c->pressure, c->soundspeed, dev);
    field_summary(c, sum, dev);
    return t;
}

int main(void)
{
    struct chunk c, h;
    chunk_init(&c);
    chunk_init(&h);
    double sum[5], hsum[5], t, ht;
#pragma acc data copyin(c.density0[0:NXC*NYC], c.energy0[0:NXC*NYC], c.volume[0:NXC*NYC]) \
    create(c.density1[0:NXC*NYC], c.energy1[0:NXC*NYC], c.pressure[0:NXC*NYC], c.soundspeed[0:NXC*NYC], \
           c.viscosity[0:NXC*NYC], c.volflux_y[0:NXC*NYN]) \
    copyin(c.xvel0[0:NXN*NYN], c.yvel0[0:NXN*NYN]) create(c.xvel1[0:NXN*NYN], c.yvel1[0:NXN*NYN]) \
    create(c.volflux_x[0:NXN*NYC], c.mass_flux_x[0:NXN*NYC], c.ener_flux_x[0:NXN*NYC])
    {
        t = hydro(&c, 1, sum);
#pragma acc update self(c.density0[0:NXC*NYC])
    }
    ht = hydro(&h, 0, hsum);
    CHECK(fabs(t - ht) <= 1e-14 * ht);
    for (int i = 0; i < 5; i++) {
        double tol = 1e-11 * (fabs(hsum[i]) + 1e-12);
        if (fabs(sum[i] - hsum[i]) > tol)
            fprintf(stderr, "summary %d: %.17g host %.17g\n", i, sum[i], hsum[i]);
        CHECK(fabs(sum[i] - hsum[i]) <= tol);
    }
    double md = 0.0;
    for (int i = 0; i < NXC * NYC; i++)
        md = fmax(md, fabs(c.density0[i] - h.density0[i]));
    CHECK(md <= 1e-12);
    CHECK(hsum[3] > 0.0);
    CHECK_DONE();
}

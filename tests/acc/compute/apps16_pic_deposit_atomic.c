/* A 2-D particle-in-cell step (charge deposit, field, gather and push) as plasma codes port it:
 * cloud-in-cell weights deposited into a periodic grid with `#pragma acc atomic update` on
 * double (2.12), the grid a `static` file-scope 2-D array with `declare create` (2.13) cleared,
 * differenced and read on the device only (`update self` of it for the check, 2.14.4), the
 * field computed in a `kernels` region over the declared arrays (2.5.3), particles in a struct
 * of arrays (`parts_t`) mapped by `enter data` in an init function and read through
 * `present(p[0:1])` in the callees, a `routine seq` periodic wrap using `floorf` (math.h float),
 * and the kinetic energy by `reduction(+:)`. Charge density, field and particles must match the
 * same steps in plain C (the deposit's sums in another order: within rounding). */
#include <math.h>
#include <string.h>
#include "check.h"

#define GX 32
#define GY 16
#define NPART 4000
#define STEPS 4

static double rho[GY][GX];
static double ex[GY][GX], ey[GY][GX];
#pragma acc declare create(rho, ex, ey)

typedef struct {
    int n;
    float *x, *y, *vx, *vy;
} parts_t;

#pragma acc routine seq
static float wrap(float v, float len)
{
    float r = v - len * floorf(v / len);
    return r >= len ? 0.0f : r; /* -1e-9 wraps to len after rounding */
}

static void parts_init(parts_t *p)
{
    unsigned s = 5u;
    p->n = NPART;
    p->x = malloc(NPART * sizeof(float)); p->y = malloc(NPART * sizeof(float));
    p->vx = malloc(NPART * sizeof(float)); p->vy = malloc(NPART * sizeof(float));
    for (int i = 0; i < NPART; i++) {
        s = s * 1664525u + 1013904223u;
        p->x[i] = (float)(s >> 8) / 16777216.0f * GX;
        s = s * 1664525u + 1013904223u;
        p->y[i] = (float)(s >> 8) / 16777216.0f * GY;
        p->x[i] = wrap(p->x[i] + 0.8f * sinf(p->y[i] * 0.4f), GX); /* a density ripple */
        p->vx[i] = 0.1f * cosf(0.3f * i);
        p->vy[i] = 0.1f * sinf(0.7f * i);
    }
}

static void parts_to_device(parts_t *p)
{
    int n = p->n;
#pragma acc enter data copyin(p[0:1], p->x[0:n], p->y[0:n], p->vx[0:n], p->vy[0:n])
}

static void parts_from_device(parts_t *p)
{
    int n = p->n;
#pragma acc exit data copyout(p->x[0:n], p->y[0:n], p->vx[0:n], p->vy[0:n]) delete(p[0:1])
}

static void step_acc(parts_t *p, float dt)
{
    int n = p->n;
#pragma acc parallel loop collapse(2)
    for (int j = 0; j < GY; j++)
        for (int i = 0; i < GX; i++) rho[j][i] = 0.0;
#pragma acc parallel loop gang vector present(p[0:1])
    for (int k = 0; k < n; k++) {
        float fx = floorf(p->x[k]), fy = floorf(p->y[k]);
        int i0 = (int)fx, j0 = (int)fy;
        int i1 = (i0 + 1) % GX, j1 = (j0 + 1) % GY;
        double wx = p->x[k] - fx, wy = p->y[k] - fy;
#pragma acc atomic update
        rho[j0][i0] += (1 - wx) * (1 - wy);
#pragma acc atomic update
        rho[j0][i1] += wx * (1 - wy);
#pragma acc atomic update
        rho[j1][i0] += (1 - wx) * wy;
#pragma acc atomic update
        rho[j1][i1] += wx * wy;
    }
    /* a toy field: minus the centred gradient of the density */
#pragma acc kernels
    for (int j = 0; j < GY; j++)
        for (int i = 0; i < GX; i++) {
            ex[j][i] = -0.5 * (rho[j][(i + 1) % GX] - rho[j][(i + GX - 1) % GX]) * 0.01;
            ey[j][i] = -0.5 * (rho[(j + 1) % GY][i] - rho[(j + GY - 1) % GY][i]) * 0.01;
        }
#pragma acc parallel loop gang vector present(p[0:1])
    for (int k = 0; k < n; k++) {
        int i0 = (int)floorf(p->x[k]), j0 = (int)floorf(p->y[k]);
        p->vx[k] += dt * (float)ex[j0][i0];
        p->vy[k] += dt * (float)ey[j0][i0];
        p->x[k] = wrap(p->x[k] + dt * p->vx[k], (float)GX);
        p->y[k] = wrap(p->y[k] + dt * p->vy[k], (float)GY);
    }
}

static double hrho[GY][GX], hex[GY][GX], hey[GY][GX];

static void step_host(parts_t *p, float dt)
{
    memset(hrho, 0, sizeof hrho);
    for (int k = 0; k < p->n; k++) {
        float fx = floorf(p->x[k]), fy = floorf(p->y[k]);
        int i0 = (int)fx, j0 = (int)fy;
        int i1 = (i0 + 1) % GX, j1 = (j0 + 1) % GY;
        double wx = p->x[k] - fx, wy = p->y[k] - fy;
        hrho[j0][i0] += (1 - wx) * (1 - wy);
        hrho[j0][i1] += wx * (1 - wy);
        hrho[j1][i0] += (1 - wx) * wy;
        hrho[j1][i1] += wx * wy;
    }
    for (int j = 0; j < GY; j++)
        for (int i = 0; i < GX; i++) {
            hex[j][i] = -0.5 * (hrho[j][(i + 1) % GX] - hrho[j][(i + GX - 1) % GX]) * 0.01;
            hey[j][i] = -0.5 * (hrho[(j + 1) % GY][i] - hrho[(j + GY - 1) % GY][i]) * 0.01;
        }
    for (int k = 0; k < p->n; k++) {
        int i0 = (int)floorf(p->x[k]), j0 = (int)floorf(p->y[k]);
        p->vx[k] += dt * (float)hex[j0][i0];
        p->vy[k] += dt * (float)hey[j0][i0];
        p->x[k] = wrap(p->x[k] + dt * p->vx[k], (float)GX);
        p->y[k] = wrap(p->y[k] + dt * p->vy[k], (float)GY);
    }
}

static double kinetic_acc(parts_t *p)
{
    double ke = 0.0;
    int n = p->n;
#pragma acc parallel loop present(p[0:1]) reduction(+:ke)
    for (int k = 0; k < n; k++) ke += 0.5 * ((double)p->vx[k] * p->vx[k] + (double)p->vy[k] * p->vy[k]);
    return ke;
}

int main(void)
{
    parts_t a, h;
    parts_init(&a);
    parts_init(&h);
    parts_to_device(&a);
    for (int s = 0; s < STEPS; s++) {
        step_acc(&a, 0.5f);
        step_host(&h, 0.5f);
    }
    double ke = kinetic_acc(&a);
#pragma acc update self(rho, ex)
    parts_from_device(&a);

    double erho = 0, eex = 0, tot = 0;
    for (int j = 0; j < GY; j++)
        for (int i = 0; i < GX; i++) {
            erho = fmax(erho, fabs(rho[j][i] - hrho[j][i]));
            eex = fmax(eex, fabs(ex[j][i] - hex[j][i]));
            tot += rho[j][i];
        }
    float ep = 0, ev = 0;
    double keh = 0;
    for (int k = 0; k < NPART; k++) {
        ep = fmaxf(ep, fmaxf(fabsf(a.x[k] - h.x[k]), fabsf(a.y[k] - h.y[k])));
        ev = fmaxf(ev, fmaxf(fabsf(a.vx[k] - h.vx[k]), fabsf(a.vy[k] - h.vy[k])));
        keh += 0.5 * ((double)h.vx[k] * h.vx[k] + (double)h.vy[k] * h.vy[k]);
    }
    CHECK(fabs(tot - NPART) < 1e-6 * NPART); /* charge is conserved */
    CHECK(erho < 1e-9 && eex < 1e-11);
    CHECK(ep < 1e-4f && ev < 1e-5f);
    CHECK(fabs(ke - keh) < 1e-9 * keh);
    printf("pic: |rho - host| %.2e, |x - host| %.2e, |v - host| %.2e, KE %.6f\n", erho, ep, ev, ke);
    CHECK_DONE();
}

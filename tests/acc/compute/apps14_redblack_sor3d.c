/* Red-black successive over-relaxation for a 3-D Poisson problem on a box that is split into
 * two slabs, each with its own halo planes, as an MPI-style code ported to one accelerator
 * keeps it (spec 2.6.5 data around the sweep loop, 2.14.4 `update self` / `update device` of
 * the halo planes between the slabs every sweep, 2.9.6 collapse(3), 2.9.11 reductions (+) and
 * (max) of the residual, 2.16 each slab on its own async queue with `wait(1, 2)` before the
 * halo exchange, 2.15.1 routine seq stencil through a VLA-typed pointer `double (*u)[NY][NX]`).
 * A point is red when i + j + k is even; red points of a colour read only the other colour, so
 * the result is independent of the order and must equal plain C (to an FMA's rounding). */
#include <math.h>
#include <string.h>
#include "check.h"

#define NX 22
#define NY 18
#define NZ 26 /* interior planes in all, split 13 + 13 */
#define NZS (NZ / 2)
#define OMEGA 1.6
#define SWEEPS 30

typedef double plane_t[NY][NX];

#pragma acc routine seq
static inline double gs_value(const plane_t *u, const plane_t *f, int k, int j, int i)
{
    return (u[k - 1][j][i] + u[k + 1][j][i] + u[k][j - 1][i] + u[k][j + 1][i] + u[k][j][i - 1] +
            u[k][j][i + 1] + f[k][j][i]) / 6.0;
}

/* one colour of one slab (planes 1..NZS, 0 and NZS+1 are halos), the colour by global z */
static void sweep(plane_t *restrict u, const plane_t *restrict f, int z0, int colour, int q, int dev)
{
#pragma acc parallel loop collapse(3) present(u[0:NZS + 2], f[0:NZS + 2]) async(q) if(dev)
    for (int k = 1; k <= NZS; k++)
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++)
                if (((i + j + k + z0) & 1) == colour)
                    u[k][j][i] += OMEGA * (gs_value(u, f, k, j, i) - u[k][j][i]);
}

static void exchange(plane_t *a, plane_t *b, int dev)
{
    /* a's top interior plane is b's bottom halo and b's bottom interior plane a's top halo */
    if (dev) {
#pragma acc wait(1, 2)
#pragma acc update self(a[NZS:1], b[1:1])
    }
    memcpy(b[0], a[NZS], sizeof(plane_t));
    memcpy(a[NZS + 1], b[1], sizeof(plane_t));
    if (dev) {
#pragma acc update device(b[0:1], a[NZS + 1:1])
    }
}

static void solve(plane_t *a, plane_t *b, const plane_t *fa, const plane_t *fb, int dev,
                  double *res2, double *resmax)
{
#pragma acc data copy(a[0:NZS + 2], b[0:NZS + 2]) copyin(fa[0:NZS + 2], fb[0:NZS + 2]) if(dev)
    {
        for (int s = 0; s < SWEEPS; s++)
            for (int colour = 0; colour < 2; colour++) {
                sweep(a, fa, 0, colour, 1, dev);
                sweep(b, fb, NZS, colour, 2, dev);
                exchange(a, b, dev);
            }
        double r2 = 0, rm = 0;
        plane_t *sl[2] = {a, b};
        const plane_t *fs[2] = {fa, fb};
        for (int h = 0; h < 2; h++) {
            plane_t *u = sl[h];
            const plane_t *f = fs[h];
#pragma acc parallel loop collapse(3) present(u[0:NZS + 2], f[0:NZS + 2]) reduction(+:r2) \
    reduction(max:rm) if(dev)
            for (int k = 1; k <= NZS; k++)
                for (int j = 1; j < NY - 1; j++)
                    for (int i = 1; i < NX - 1; i++) {
                        double r = 6.0 * (gs_value(u, f, k, j, i) - u[k][j][i]);
                        r2 += r * r;
                        rm = fmax(rm, fabs(r));
                    }
        }
        *res2 = r2;
        *resmax = rm;
    }
}

static void init(plane_t *a, plane_t *b, plane_t *fa, plane_t *fb)
{
    memset(a, 0, sizeof(plane_t) * (NZS + 2));
    memset(b, 0, sizeof(plane_t) * (NZS + 2));
    for (int k = 0; k < NZS + 2; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                int za = k, zb = k + NZS; /* global plane numbers */
                fa[k][j][i] = 0.01 * sin(0.3 * i + 0.2 * j + 0.1 * za);
                fb[k][j][i] = 0.01 * sin(0.3 * i + 0.2 * j + 0.1 * zb);
                if (j == 0 || i == NX - 1) { /* a warm wall: a Dirichlet value */
                    a[k][j][i] = 1.0;
                    b[k][j][i] = 1.0;
                }
            }
}

int main(void)
{
    size_t bytes = sizeof(plane_t) * (NZS + 2);
    plane_t *a = malloc(bytes), *b = malloc(bytes), *fa = malloc(bytes), *fb = malloc(bytes);
    plane_t *ha = malloc(bytes), *hb = malloc(bytes);
    double r2, rm, hr2, hrm, rm_0;
    init(ha, hb, fa, fb);
    solve(ha, hb, fa, fb, 0, &hr2, &hrm);
    init(a, b, fa, fb);
    {   /* the initial residual of the first slab, for the convergence check */
        double s0 = 0, m0 = 0;
        for (int k = 1; k <= NZS; k++)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++) {
                    double r = 6.0 * (gs_value(a, fa, k, j, i) - a[k][j][i]);
                    s0 += r * r;
                    m0 = fmax(m0, fabs(r));
                }
        CHECK(s0 > 0);
        rm_0 = m0;
    }
    solve(a, b, fa, fb, 1, &r2, &rm);
    double err = 0;
    for (int k = 0; k < NZS + 2; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                err = fmax(err, fmax(fabs(a[k][j][i] - ha[k][j][i]), fabs(b[k][j][i] - hb[k][j][i])));
    CHECK(err < 1e-12); /* exact on the host and emul; a GPU may contract into FMAs */
    CHECK(fabs(r2 - hr2) <= 1e-12 * hr2);
    CHECK(fabs(rm - hrm) <= 1e-9 * hrm);
    CHECK(rm < 0.05 * rm_0);
    printf("sor3d: residual max %.3e -> %.3e, sum of squares %.3e (host %.3e), difference %.1e\n", rm_0, rm,
           r2, hr2, err);
    free(a); free(b); free(fa); free(fb); free(ha); free(hb);
    CHECK_DONE();
}

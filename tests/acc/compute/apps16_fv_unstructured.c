/* A cell-centred finite-volume advection-diffusion step on an unstructured triangle mesh, as
 * CFD codes with edge-based loops port it: a `mesh_t` struct with nested structs of arrays
 * (`m->edge.c0`, `m->edge.c1`, `m->edge.len`, `m->cell.area`) deep-copied in an init function
 * by `enter data copyin(m[0:1])` and one clause per nested member section (2.6.6, each member
 * attached inside the device copy of the struct, 2.6.8), `present(m[0:1])` in the kernels
 * (2.7.5); the edge loop scatters each flux into its two cells with `atomic update` (`+=`
 * and `-=` on the same array, 2.12); the cell loop updates the solution and takes the total
 * by `reduction(+:)` and the extremes by `reduction(min:) reduction(max:)` (2.9.11); the
 * solution swapped by pointer each step and re-attached through `acc_attach` on the member
 * (3.2.29). Conservation, the bounds and the field must match plain C. */
#include <math.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

#define GQ 20 /* GQ x GQ squares, two triangles each */
#define NCELL (2 * GQ * GQ)
#define STEPS 25

typedef struct {
    int n;
    int *c0, *c1;
    double *len, *nx;
} edges_t;

typedef struct {
    int n;
    double *area, *u, *unew;
} cells_t;

typedef struct {
    edges_t edge;
    cells_t cell;
    double dt, kappa;
} mesh_t;

/* the triangles of square (i, j): 2k is the lower-left one, 2k+1 the upper-right; the edges
 * between neighbours (periodic), each with its length and a normal velocity component */
static void build(mesh_t *m)
{
    int ne = 3 * GQ * GQ;
    m->edge.n = ne;
    m->edge.c0 = malloc(ne * sizeof(int));
    m->edge.c1 = malloc(ne * sizeof(int));
    m->edge.len = malloc(ne * sizeof(double));
    m->edge.nx = malloc(ne * sizeof(double));
    m->cell.n = NCELL;
    m->cell.area = malloc(NCELL * sizeof(double));
    m->cell.u = malloc(NCELL * sizeof(double));
    m->cell.unew = malloc(NCELL * sizeof(double));
    double h = 1.0 / GQ;
    int e = 0;
    for (int j = 0; j < GQ; j++)
        for (int i = 0; i < GQ; i++) {
            int k = j * GQ + i, lo = 2 * k, up = 2 * k + 1;
            int right = 2 * (j * GQ + (i + 1) % GQ), above = 2 * (((j + 1) % GQ) * GQ + i);
            /* the diagonal, the upper triangle's right side, its top side */
            m->edge.c0[e] = lo; m->edge.c1[e] = up; m->edge.len[e] = h * sqrt(2.0); m->edge.nx[e] = 0.3; e++;
            m->edge.c0[e] = up; m->edge.c1[e] = right; m->edge.len[e] = h; m->edge.nx[e] = 1.0; e++;
            m->edge.c0[e] = up; m->edge.c1[e] = above; m->edge.len[e] = h; m->edge.nx[e] = -0.4; e++;
            m->cell.area[lo] = m->cell.area[up] = 0.5 * h * h;
            double x = (i + 0.5) * h - 0.5, y = (j + 0.5) * h - 0.5;
            m->cell.u[lo] = exp(-40.0 * (x * x + y * y));
            m->cell.u[up] = exp(-40.0 * ((x + 0.1 * h) * (x + 0.1 * h) + y * y));
        }
    memset(m->cell.unew, 0, NCELL * sizeof(double));
    m->dt = 0.2 * h * h;
    m->kappa = 0.01;
}

static void dev_init(mesh_t *m)
{
    int ne = m->edge.n, nc = m->cell.n;
#pragma acc enter data copyin(m[0:1])
#pragma acc enter data copyin(m->edge.c0[0:ne], m->edge.c1[0:ne], m->edge.len[0:ne], \
    m->edge.nx[0:ne], m->cell.area[0:nc], m->cell.u[0:nc]) create(m->cell.unew[0:nc])
}

static void dev_fini(mesh_t *m)
{
    int ne = m->edge.n, nc = m->cell.n;
#pragma acc exit data copyout(m->cell.u[0:nc]) delete(m->cell.unew[0:nc], m->cell.area[0:nc], \
    m->edge.c0[0:ne], m->edge.c1[0:ne], m->edge.len[0:ne], m->edge.nx[0:ne])
#pragma acc exit data delete(m[0:1])
}

static void step_acc(mesh_t *m, double *tot, double *lo, double *hi)
{
    int ne = m->edge.n, nc = m->cell.n;
#pragma acc parallel loop present(m[0:1])
    for (int c = 0; c < nc; c++) m->cell.unew[c] = 0.0;
#pragma acc parallel loop gang vector present(m[0:1])
    for (int e = 0; e < ne; e++) {
        int a = m->edge.c0[e], b = m->edge.c1[e];
        double ua = m->cell.u[a], ub = m->cell.u[b], v = m->edge.nx[e];
        /* upwind advection plus diffusion across the edge */
        double f = m->edge.len[e] * (v * (v > 0 ? ua : ub) - m->kappa * (ub - ua) * GQ);
#pragma acc atomic update
        m->cell.unew[a] -= f;
#pragma acc atomic update
        m->cell.unew[b] += f;
    }
    double s = 0.0, mn = 1e30, mx = -1e30;
#pragma acc parallel loop present(m[0:1]) reduction(+:s) reduction(min:mn) reduction(max:mx)
    for (int c = 0; c < nc; c++) {
        double v = m->cell.u[c] + m->dt * m->cell.unew[c] / m->cell.area[c];
        m->cell.unew[c] = v;
        s += v * m->cell.area[c];
        mn = fmin(mn, v);
        mx = fmax(mx, v);
    }
    *tot = s;
    *lo = mn;
    *hi = mx;
    double *t = m->cell.u;
    m->cell.u = m->cell.unew;
    m->cell.unew = t;
    /* the device struct still points at the old arrays: attach again (3.2.29: a pointer
     * already attached only counts; detach to zero first) */
    acc_detach((void **)&m->cell.u);
    acc_detach((void **)&m->cell.unew);
    acc_attach((void **)&m->cell.u);
    acc_attach((void **)&m->cell.unew);
}

static void step_host(mesh_t *m, double *tot)
{
    int ne = m->edge.n, nc = m->cell.n;
    memset(m->cell.unew, 0, nc * sizeof(double));
    for (int e = 0; e < ne; e++) {
        int a = m->edge.c0[e], b = m->edge.c1[e];
        double ua = m->cell.u[a], ub = m->cell.u[b], v = m->edge.nx[e];
        double f = m->edge.len[e] * (v * (v > 0 ? ua : ub) - m->kappa * (ub - ua) * GQ);
        m->cell.unew[a] -= f;
        m->cell.unew[b] += f;
    }
    double s = 0;
    for (int c = 0; c < nc; c++) {
        m->cell.unew[c] = m->cell.u[c] + m->dt * m->cell.unew[c] / m->cell.area[c];
        s += m->cell.unew[c] * m->cell.area[c];
    }
    *tot = s;
    double *t = m->cell.u;
    m->cell.u = m->cell.unew;
    m->cell.unew = t;
}

int main(void)
{
    mesh_t a, h;
    build(&a);
    build(&h);
    double t0 = 0;
    for (int c = 0; c < NCELL; c++) t0 += a.cell.u[c] * a.cell.area[c];
    double tot = 0, lo = 0, hi = 0, htot = 0;
    dev_init(&a);
    for (int s = 0; s < STEPS; s++) {
        step_acc(&a, &tot, &lo, &hi);
        step_host(&h, &htot);
        CHECK(fabs(tot - htot) < 1e-12);
    }
    dev_fini(&a);
    double err = 0, hlo = 1e30, hhi = -1e30;
    for (int c = 0; c < NCELL; c++) {
        err = fmax(err, fabs(a.cell.u[c] - h.cell.u[c]));
        hlo = fmin(hlo, h.cell.u[c]);
        hhi = fmax(hhi, h.cell.u[c]);
    }
    CHECK(fabs(tot - t0) < 1e-12); /* fluxes cancel: the total is conserved */
    CHECK(err < 1e-12);
    CHECK(fabs(lo - hlo) < 1e-12 && fabs(hi - hhi) < 1e-12);
    CHECK(hi < 1.0 && lo > -1e-3);
    printf("fv unstructured: total %.12f (start %.12f), |u - host| %.2e, range [%.4f, %.4f]\n",
           tot, t0, err, lo, hi);
    CHECK_DONE();
}

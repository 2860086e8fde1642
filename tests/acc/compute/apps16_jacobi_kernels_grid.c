/* The classic OpenACC Jacobi solver for Laplace's equation, as the tutorials' users port it into
 * their own codes: a `grid_t` struct (nx, ny and `double *` arrays) whose arrays are placed on
 * the device by the runtime API in an init function (`acc_copyin`, 3.2.18) and
 * released by `acc_copyout`/`acc_delete` (3.2.19) in a finalize function; each sweep a `kernels`
 * construct with `default(present)` (2.5.16) over local `restrict` copies of the members, the
 * error an implied max reduction of `err = fmax(err, fabs(...))` in `kernels` (2.5.3's loop
 * analysis), the copy back of the new iterate a second loop nest of the same construct, a
 * `while` loop on the error with an iteration cap, and `acc_is_present` checks. The iterate,
 * the number of sweeps and the error must equal the same solver in plain C (within
 * rounding). */
#include <math.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

#define GNX 34
#define GNY 26
#define TOL 1e-3
#define ITMAX 400

typedef struct {
    int nx, ny;
    double *u, *unew, *rhs;
} grid_t;

static void grid_alloc(grid_t *g, int nx, int ny)
{
    g->nx = nx;
    g->ny = ny;
    g->u = calloc((size_t)nx * ny, sizeof(double));
    g->unew = calloc((size_t)nx * ny, sizeof(double));
    g->rhs = calloc((size_t)nx * ny, sizeof(double));
    for (int i = 0; i < nx; i++) { /* a sine profile on the bottom edge, zero elsewhere */
        g->u[(ny - 1) * nx + i] = sin(M_PI * i / (nx - 1));
        g->unew[(ny - 1) * nx + i] = g->u[(ny - 1) * nx + i];
    }
    for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++) g->rhs[j * nx + i] = (i == nx / 3 && j == ny / 2) ? 0.5 : 0.0;
}

static void grid_to_device(grid_t *g)
{
    size_t bytes = (size_t)g->nx * g->ny * sizeof(double);
    acc_copyin(g->u, bytes);
    acc_copyin(g->unew, bytes);
    acc_copyin(g->rhs, bytes);
}

static void grid_from_device(grid_t *g)
{
    size_t bytes = (size_t)g->nx * g->ny * sizeof(double);
    acc_copyout(g->u, bytes);
    acc_delete(g->unew, bytes);
    acc_delete(g->rhs, bytes);
}

static int solve_acc(grid_t *g, double *err_out)
{
    const int nx = g->nx, ny = g->ny;
    double *restrict u = g->u, *restrict unew = g->unew, *restrict rhs = g->rhs;
    double err = 1.0;
    int it = 0;
    while (err > TOL && it < ITMAX) {
        err = 0.0;
#pragma acc kernels default(present)
        {
            for (int j = 1; j < ny - 1; j++)
                for (int i = 1; i < nx - 1; i++) {
                    unew[j * nx + i] = 0.25 * (u[j * nx + i + 1] + u[j * nx + i - 1] +
                                               u[(j - 1) * nx + i] + u[(j + 1) * nx + i]) +
                                       rhs[j * nx + i];
                    err = fmax(err, fabs(unew[j * nx + i] - u[j * nx + i]));
                }
            for (int j = 1; j < ny - 1; j++)
                for (int i = 1; i < nx - 1; i++) u[j * nx + i] = unew[j * nx + i];
        }
        it++;
    }
    *err_out = err;
    return it;
}

static int solve_host(grid_t *g, double *err_out)
{
    const int nx = g->nx, ny = g->ny;
    double err = 1.0;
    int it = 0;
    while (err > TOL && it < ITMAX) {
        err = 0.0;
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++) {
                g->unew[j * nx + i] = 0.25 * (g->u[j * nx + i + 1] + g->u[j * nx + i - 1] +
                                              g->u[(j - 1) * nx + i] + g->u[(j + 1) * nx + i]) +
                                      g->rhs[j * nx + i];
                err = fmax(err, fabs(g->unew[j * nx + i] - g->u[j * nx + i]));
            }
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++) g->u[j * nx + i] = g->unew[j * nx + i];
        it++;
    }
    *err_out = err;
    return it;
}

int main(void)
{
    grid_t a, h;
    grid_alloc(&a, GNX, GNY);
    grid_alloc(&h, GNX, GNY);
    grid_to_device(&a);
    size_t bytes = (size_t)GNX * GNY * sizeof(double);
    CHECK(acc_is_present(a.u, bytes) && acc_is_present(a.rhs, bytes));
    double ea, eh;
    int ita = solve_acc(&a, &ea);
    grid_from_device(&a);
    CHECK(!acc_is_present(a.u, bytes) || acc_get_device_type() == acc_device_host);
    int ith = solve_host(&h, &eh);
    double du = 0;
    for (int k = 0; k < GNX * GNY; k++) du = fmax(du, fabs(a.u[k] - h.u[k]));
    /* a GPU's contracted multiply-adds round differently: the count may cross the tolerance
     * one sweep apart */
    CHECK(abs(ita - ith) <= 1);
    CHECK(ita != ith || fabs(ea - eh) < 1e-12);
    CHECK(du < (ita == ith ? 1e-9 : 2 * TOL));
    CHECK(ith > 50);
    printf("jacobi kernels: %d sweeps (host %d), error %.3e, |u - host| %.2e\n", ita, ith, ea, du);
    CHECK_DONE();
}

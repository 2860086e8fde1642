/* Jos Stam's "stable fluids" solver as the GPU ports of his demo write it: a grid of
 * (N+2)^2 cells indexed by an `IX` macro, `add_source`, `diffuse` (Jacobi sweeps instead of
 * Gauss-Seidel, the GPU form), `advect` (back-tracing with bilinear weights), `project`
 * (divergence, pressure Jacobi, gradient subtraction) and `set_bnd` (a `parallel loop` over
 * the edges plus the corners in a `serial` construct, 2.5.3) as separate functions whose
 * constructs say `present` (2.7.5) inside one `data` region of `main` around the time loop;
 * every loop a `parallel loop collapse(2)` on `restrict` pointers. Checked against the same
 * functions run on the host device (`acc_set_device_type`). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>
#include "check.h"
#define N 30
#define SZ ((N + 2) * (N + 2))
#define IX(i, j) ((i) + (N + 2) * (j))
#define ITER 5

static void set_bnd(int b, double *restrict x)
{
#pragma acc parallel loop present(x[0:SZ])
    for (int i = 1; i <= N; i++) {
        x[IX(0, i)] = b == 1 ? -x[IX(1, i)] : x[IX(1, i)];
        x[IX(N + 1, i)] = b == 1 ? -x[IX(N, i)] : x[IX(N, i)];
        x[IX(i, 0)] = b == 2 ? -x[IX(i, 1)] : x[IX(i, 1)];
        x[IX(i, N + 1)] = b == 2 ? -x[IX(i, N)] : x[IX(i, N)];
    }
#pragma acc serial present(x[0:SZ])
    {
        x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]);
        x[IX(0, N + 1)] = 0.5 * (x[IX(1, N + 1)] + x[IX(0, N)]);
        x[IX(N + 1, 0)] = 0.5 * (x[IX(N, 0)] + x[IX(N + 1, 1)]);
        x[IX(N + 1, N + 1)] = 0.5 * (x[IX(N, N + 1)] + x[IX(N + 1, N)]);
    }
}

static void add_source(double *restrict x, const double *restrict s, double dt)
{
#pragma acc parallel loop present(x[0:SZ], s[0:SZ])
    for (int k = 0; k < SZ; k++) x[k] += dt * s[k];
}

/* Jacobi: x = (x0 + a * neighbours(xt)) / c, ITER times, through the scratch tmp */
static void lin_solve(int b, double *restrict x, const double *restrict x0, double *restrict tmp, double a, double c)
{
    for (int it = 0; it < ITER; it++) {
#pragma acc parallel loop collapse(2) present(x[0:SZ], x0[0:SZ], tmp[0:SZ])
        for (int j = 1; j <= N; j++)
            for (int i = 1; i <= N; i++)
                tmp[IX(i, j)] = (x0[IX(i, j)] + a * (x[IX(i - 1, j)] + x[IX(i + 1, j)] + x[IX(i, j - 1)] + x[IX(i, j + 1)])) / c;
#pragma acc parallel loop collapse(2) present(x[0:SZ], tmp[0:SZ])
        for (int j = 1; j <= N; j++)
            for (int i = 1; i <= N; i++) x[IX(i, j)] = tmp[IX(i, j)];
        set_bnd(b, x);
    }
}

static void advect(int b, double *restrict d, const double *restrict d0, const double *restrict u,
                   const double *restrict v, double dt)
{
    double dt0 = dt * N;
#pragma acc parallel loop collapse(2) present(d[0:SZ], d0[0:SZ], u[0:SZ], v[0:SZ])
    for (int j = 1; j <= N; j++)
        for (int i = 1; i <= N; i++) {
            double x = i - dt0 * u[IX(i, j)], y = j - dt0 * v[IX(i, j)];
            x = x < 0.5 ? 0.5 : x > N + 0.5 ? N + 0.5 : x;
            y = y < 0.5 ? 0.5 : y > N + 0.5 ? N + 0.5 : y;
            int i0 = (int)x, j0 = (int)y;
            double s1 = x - i0, s0 = 1 - s1, t1 = y - j0, t0 = 1 - t1;
            d[IX(i, j)] = s0 * (t0 * d0[IX(i0, j0)] + t1 * d0[IX(i0, j0 + 1)]) +
                          s1 * (t0 * d0[IX(i0 + 1, j0)] + t1 * d0[IX(i0 + 1, j0 + 1)]);
        }
    set_bnd(b, d);
}

static void project(double *restrict u, double *restrict v, double *restrict p, double *restrict div, double *restrict tmp)
{
#pragma acc parallel loop collapse(2) present(u[0:SZ], v[0:SZ], p[0:SZ], div[0:SZ])
    for (int j = 1; j <= N; j++)
        for (int i = 1; i <= N; i++) {
            div[IX(i, j)] = -0.5 * (u[IX(i + 1, j)] - u[IX(i - 1, j)] + v[IX(i, j + 1)] - v[IX(i, j - 1)]) / N;
            p[IX(i, j)] = 0;
        }
    set_bnd(0, div);
    set_bnd(0, p);
    lin_solve(0, p, div, tmp, 1, 4);
#pragma acc parallel loop collapse(2) present(u[0:SZ], v[0:SZ], p[0:SZ])
    for (int j = 1; j <= N; j++)
        for (int i = 1; i <= N; i++) {
            u[IX(i, j)] -= 0.5 * N * (p[IX(i + 1, j)] - p[IX(i - 1, j)]);
            v[IX(i, j)] -= 0.5 * N * (p[IX(i, j + 1)] - p[IX(i, j - 1)]);
        }
    set_bnd(1, u);
    set_bnd(2, v);
}

static void step(double *u, double *v, double *u0, double *v0, double *d, double *d0, double *tmp, double visc, double diff, double dt)
{
    add_source(u, u0, dt); add_source(v, v0, dt); add_source(d, d0, dt);
    double a = dt * visc * N * N;
    lin_solve(1, u0, u, tmp, a, 1 + 4 * a);
    lin_solve(2, v0, v, tmp, a, 1 + 4 * a);
    project(u0, v0, u, v, tmp);
    advect(1, u, u0, u0, v0, dt);
    advect(2, v, v0, u0, v0, dt);
    project(u, v, u0, v0, tmp);
    a = dt * diff * N * N;
    lin_solve(0, d0, d, tmp, a, 1 + 4 * a);
    advect(0, d, d0, u, v, dt);
}

static double *state(int copy_of, double *src)
{
    double *p = malloc(SZ * sizeof(double));
    if (copy_of) memcpy(p, src, SZ * sizeof(double));
    return p;
}

int main(void)
{
    double *f[7], *g[7];
    for (int k = 0; k < 7; k++) f[k] = calloc(SZ, sizeof(double));
    for (int j = 10; j < 14; j++)
        for (int i = 8; i < 12; i++) { f[3][IX(i, j)] = 3.0; f[5][IX(i, j)] = 50.0; f[2][IX(i, j)] = 1.0; }
    for (int k = 0; k < 7; k++) g[k] = state(1, f[k]);
    double *u = f[0], *v = f[1], *u0 = f[2], *v0 = f[3], *d = f[4], *d0 = f[5], *tmp = f[6];
    /* the reference run first: the same functions on the host device (acc_set_device_type,
     * 3.2.3), where memory is shared and every `present` is satisfied */
    acc_device_t dev = acc_get_device_type();
    acc_set_device_type(acc_device_host);
    for (int s = 0; s < 2; s++) step(g[0], g[1], g[2], g[3], g[4], g[5], g[6], 0.001, 0.0005, 0.1);
    acc_set_device_type(dev);
    CHECK(acc_get_device_type() == dev);
#pragma acc data copy(u[0:SZ], v[0:SZ], d[0:SZ]) copyin(u0[0:SZ], v0[0:SZ], d0[0:SZ]) create(tmp[0:SZ])
    {
        for (int s = 0; s < 2; s++) step(u, v, u0, v0, d, d0, tmp, 0.001, 0.0005, 0.1);
    }
    double e = 0.0, dm = 0.0, um = 0.0;
    for (int k = 0; k < SZ; k++) {
        e = fmax(e, fabs(u[k] - g[0][k]) + fabs(v[k] - g[1][k]) + fabs(d[k] - g[4][k]));
        dm += d[k];
        um = fmax(um, fabs(v[k]));
    }
    CHECK(e < 1e-9);
    CHECK(dm > 1.0 && um > 0.01);
    for (int k = 0; k < 7; k++) { free(f[k]); free(g[k]); }
    CHECK_DONE();
}

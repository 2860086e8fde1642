/* Orbit propagation of a satellite catalogue by solving Kepler's equation, written against the
 * OpenACC runtime API as library-style codes do: the element arrays placed with `acc_copyin`,
 * the outputs with `acc_create` (3.2.x), presence checked with `acc_is_present`, one epoch set
 * on the device by a `serial` region reading a scalar the host updated with `acc_update_device`,
 * the propagation a `parallel loop present(...)` calling a `routine seq` Newton solver (itself
 * calling a `routine seq` in another function), results fetched with `acc_update_self` for some
 * epochs and `acc_copyout` at the end; a gravity-parameter struct `acc_map_data`-mapped to
 * `acc_malloc` memory. Checked against the host's propagation. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>
#include "check.h"
#define NSAT 512
#define NEP 6

typedef struct { double mu, re; int iters; } grav_t;

#pragma acc routine seq
static double kep_f(double E, double e, double M) { return E - e * sin(E) - M; }

#pragma acc routine seq
static double solve_kepler(double M, double e, int iters)
{
    double E = e < 0.8 ? M : M_PI;
    for (int k = 0; k < iters; k++) {
        double d = kep_f(E, e, M) / (1 - e * cos(E));
        E -= d;
        if (fabs(d) < 1e-15) break;
    }
    return E;
}

static void propagate_host(const double *a, const double *e, const double *m0, const grav_t *g, double t, double *x, double *y)
{
    for (int s = 0; s < NSAT; s++) {
        double n = sqrt(g->mu / (a[s] * a[s] * a[s]));
        double M = fmod(m0[s] + n * t, 2 * M_PI);
        double E = solve_kepler(M, e[s], g->iters);
        x[s] = a[s] * (cos(E) - e[s]);
        y[s] = a[s] * sqrt(1 - e[s] * e[s]) * sin(E);
    }
}

int main(void)
{
    double *a = malloc(NSAT * sizeof(double)), *e = malloc(NSAT * sizeof(double)), *m0 = malloc(NSAT * sizeof(double));
    double *x = malloc(NSAT * sizeof(double)), *y = malloc(NSAT * sizeof(double));
    double *hx = malloc(NSAT * sizeof(double)), *hy = malloc(NSAT * sizeof(double));
    for (int s = 0; s < NSAT; s++) {
        a[s] = 7000.0 + 30.0 * (s % 97);
        e[s] = 0.001 + 0.9 * ((s * 37) % 100) / 100.0;
        m0[s] = 2 * M_PI * ((s * 53) % 360) / 360.0;
    }
    grav_t g = {398600.4418, 6378.137, 50};
    double t = 0, tdev = -1;
    acc_copyin(a, NSAT * sizeof(double));
    acc_copyin(e, NSAT * sizeof(double));
    acc_copyin(m0, NSAT * sizeof(double));
    acc_create(x, NSAT * sizeof(double));
    acc_create(y, NSAT * sizeof(double));
    acc_copyin(&t, sizeof t);
    acc_copyin(&tdev, sizeof tdev);
    grav_t *dg = acc_malloc(sizeof(grav_t));
    acc_map_data(&g, dg, sizeof(grav_t));
    acc_update_device(&g, sizeof(grav_t));
    int ok = acc_is_present(a, NSAT * sizeof(double)) && acc_is_present(&g, sizeof g) && acc_is_present(x, 8);
    double err = 0;
    for (int ep = 1; ep <= NEP; ep++) {
        t = 600.0 * ep;
        acc_update_device(&t, sizeof t);
#pragma acc serial present(t, tdev)
        tdev = t;
#pragma acc parallel loop present(a[0:NSAT], e[0:NSAT], m0[0:NSAT], x[0:NSAT], y[0:NSAT], g, tdev)
        for (int s = 0; s < NSAT; s++) {
            double n = sqrt(g.mu / (a[s] * a[s] * a[s]));
            double M = fmod(m0[s] + n * tdev, 2 * M_PI);
            double E = solve_kepler(M, e[s], g.iters);
            x[s] = a[s] * (cos(E) - e[s]);
            y[s] = a[s] * sqrt(1 - e[s] * e[s]) * sin(E);
        }
        if (ep % 2 == 0 || ep == NEP) {
            if (ep == NEP) { acc_copyout(x, NSAT * sizeof(double)); acc_copyout(y, NSAT * sizeof(double)); }
            else { acc_update_self(x, NSAT * sizeof(double)); acc_update_self(y, NSAT * sizeof(double)); }
            propagate_host(a, e, m0, &g, t, hx, hy);
            for (int s = 0; s < NSAT; s++) err = fmax(err, hypot(x[s] - hx[s], y[s] - hy[s]));
        }
    }
    acc_update_self(&tdev, sizeof tdev);
    /* 3.2.25: data in shared memory (the host device) is always present */
    ok = ok && (acc_get_device_type() == acc_device_host || !acc_is_present(x, NSAT * sizeof(double))) && tdev == 600.0 * NEP;
    acc_unmap_data(&g);
    acc_free(dg);
    acc_delete(a, NSAT * sizeof(double)); acc_delete(e, NSAT * sizeof(double)); acc_delete(m0, NSAT * sizeof(double));
    acc_delete(&t, sizeof t); acc_delete(&tdev, sizeof tdev);
    CHECK(ok);
    CHECK(err < 1e-6);
    free(a); free(e); free(m0); free(x); free(y); free(hx); free(hy);
    CHECK_DONE();
}

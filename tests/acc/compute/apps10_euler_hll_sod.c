/* Sod's shock tube for the 1-D Euler equations with a MUSCL-Hancock-free first-order HLL
 * scheme, written as hydro codes port it: the conserved state an array of structs
 * (`typedef struct { double r, m, e; } cons_t;`), the flux at each face from a `routine seq`
 * HLL solver that returns a struct and calls a `routine seq` primitive-variable helper, the face
 * loop and the update loop as `kernels loop independent` over `restrict` arrays, the time step
 * from a `max` reduction of the signal speed inside `kernels`, transmissive boundaries by a
 * `serial` region. Checked against the host solver and the exact plateau density. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NC 200
#define TEND 0.15
#define GAM 1.4

typedef struct { double r, m, e; } cons_t;

#pragma acc routine seq
static void prim(cons_t q, double *u, double *p, double *c)
{
    *u = q.m / q.r;
    *p = (GAM - 1) * (q.e - 0.5 * q.r * *u * *u);
    *c = sqrt(GAM * *p / q.r);
}

#pragma acc routine seq
static cons_t hll(cons_t L, cons_t R)
{
    double ul, pl, cl, ur, pr, cr;
    prim(L, &ul, &pl, &cl);
    prim(R, &ur, &pr, &cr);
    double sl = fmin(ul - cl, ur - cr), sr = fmax(ul + cl, ur + cr);
    cons_t fl = {L.m, L.m * ul + pl, (L.e + pl) * ul}, fr = {R.m, R.m * ur + pr, (R.e + pr) * ur}, f;
    if (sl >= 0) return fl;
    if (sr <= 0) return fr;
    f.r = (sr * fl.r - sl * fr.r + sl * sr * (R.r - L.r)) / (sr - sl);
    f.m = (sr * fl.m - sl * fr.m + sl * sr * (R.m - L.m)) / (sr - sl);
    f.e = (sr * fl.e - sl * fr.e + sl * sr * (R.e - L.e)) / (sr - sl);
    return f;
}

static int solve(cons_t *restrict q, cons_t *restrict f, int dev)
{
    const double dx = 1.0 / NC;
    double t = 0;
    int steps = 0;
#pragma acc data copy(q[0:NC+2]) create(f[0:NC+1]) if(dev)
    while (t < TEND) {
        double smax = 0;
#pragma acc kernels present(q[0:NC+2]) if(dev)
        for (int i = 1; i <= NC; i++) {
            double u, p, c;
            prim(q[i], &u, &p, &c);
            smax = fmax(smax, fabs(u) + c);
        }
        double dt = 0.8 * dx / smax;
        if (t + dt > TEND) dt = TEND - t;
#pragma acc serial present(q[0:NC+2]) if(dev)
        { q[0] = q[1]; q[NC + 1] = q[NC]; }
#pragma acc kernels present(q[0:NC+2], f[0:NC+1]) if(dev)
        {
#pragma acc loop independent
            for (int i = 0; i <= NC; i++) f[i] = hll(q[i], q[i + 1]);
#pragma acc loop independent
            for (int i = 1; i <= NC; i++) {
                q[i].r -= dt / dx * (f[i].r - f[i - 1].r);
                q[i].m -= dt / dx * (f[i].m - f[i - 1].m);
                q[i].e -= dt / dx * (f[i].e - f[i - 1].e);
            }
        }
        t += dt;
        steps++;
    }
    return steps;
}

static void init(cons_t *q)
{
    for (int i = 0; i < NC + 2; i++) {
        int left = (i - 0.5) / NC < 0.5;
        q[i].r = left ? 1.0 : 0.125;
        q[i].m = 0;
        q[i].e = (left ? 1.0 : 0.1) / (GAM - 1);
    }
}

int main(void)
{
    cons_t *q = malloc((NC + 2) * sizeof(cons_t)), *hq = malloc((NC + 2) * sizeof(cons_t));
    cons_t *f = malloc((NC + 1) * sizeof(cons_t));
    init(q); init(hq);
    int sd = solve(q, f, 1), sh = solve(hq, f, 0);
    double err = 0, mass = 0, hmass = 0;
    for (int i = 1; i <= NC; i++) {
        err = fmax(err, fabs(q[i].r - hq[i].r) + fabs(q[i].m - hq[i].m) + fabs(q[i].e - hq[i].e));
        mass += q[i].r; hmass += hq[i].r;
    }
    CHECK(sd == sh);
    CHECK(err < 1e-9);
    CHECK(fabs(mass - hmass) < 1e-9);
    /* the contact's left state (density 0.4263 in the exact solution) near x = 0.6 */
    double rho = q[(int)(0.62 * NC)].r;
    CHECK(rho > 0.38 && rho < 0.47);
    free(q); free(hq); free(f);
    CHECK_DONE();
}

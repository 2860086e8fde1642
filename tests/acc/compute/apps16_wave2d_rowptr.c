/* A 2-D acoustic wave propagator with a Ricker source and a sponge taper, as seismic codes
 * written with row-pointer (`double **`) arrays port it: three time levels allocated row by row
 * and mapped with their rows in an init function (`enter data copyin(u[0:NY][0:NX])`, 2.6.6,
 * the rows attached to the device array of row pointers), released in a finalize function,
 * rotated by swapping the `double **` handles on the host every step (the present table finds
 * each by its host address), `present(p[0:NY][0:NX])` in the callees (2.7.5), the stencil a
 * `collapse(2)` loop, the sponge a `routine vector` helper over one row (2.15.1) called from a
 * `gang` loop, the source term in a `serial` construct, `exp` (math.h double) and the
 * wavefield energy by `reduction(+:)`; a trace recorded with `update self` of one row every few
 * steps (2.14.4). Field, trace and energy must equal the same code in plain C (within
 * rounding). */
#include <math.h>
#include <string.h>
#include "check.h"

#define NXW 72
#define NYW 56
#define NT 60
#define SPONGE 8
#define RECY 10

static double **alloc2(void)
{
    double **a = malloc(NYW * sizeof(double *));
    for (int j = 0; j < NYW; j++) a[j] = calloc(NXW, sizeof(double));
    return a;
}

static void free2(double **a)
{
    for (int j = 0; j < NYW; j++) free(a[j]);
    free(a);
}

static void dev_init(double **a, double **b, double **c)
{
#pragma acc enter data copyin(a[0:NYW][0:NXW], b[0:NYW][0:NXW], c[0:NYW][0:NXW])
}

static void dev_fini(double **a, double **b, double **c)
{
#pragma acc exit data copyout(a[0:NYW][0:NXW]) delete(b[0:NYW][0:NXW], c[0:NYW][0:NXW])
}

/* the taper of the sponge layer: 1 inside, decaying towards the edges */
#pragma acc routine seq
static double taper(int k, int n)
{
    int d = k < n - 1 - k ? k : n - 1 - k;
    if (d >= SPONGE) return 1.0;
    double t = (SPONGE - d) * 0.04;
    return exp(-t * t);
}

#pragma acc routine vector
static void sponge_row(double *row, double *prev, int j)
{
    double ty = taper(j, NYW);
#pragma acc loop vector
    for (int i = 0; i < NXW; i++) {
        double t = ty * taper(i, NXW);
        row[i] *= t;
        prev[i] *= t;
    }
}

static double ricker(int n)
{
    double a = M_PI * 12.0 * (n * 0.004 - 0.1);
    return (1.0 - 2.0 * a * a) * exp(-a * a);
}

static void step_acc(double **un, double **u, double **up, double c2, double src)
{
#pragma acc parallel loop collapse(2) present(un[0:NYW][0:NXW], u[0:NYW][0:NXW], up[0:NYW][0:NXW])
    for (int j = 1; j < NYW - 1; j++)
        for (int i = 1; i < NXW - 1; i++)
            un[j][i] = 2.0 * u[j][i] - up[j][i] +
                       c2 * (u[j][i - 1] + u[j][i + 1] + u[j - 1][i] + u[j + 1][i] - 4.0 * u[j][i]);
#pragma acc serial present(un[0:NYW][0:NXW])
    un[NYW / 2][NXW / 3] += src;
#pragma acc parallel loop gang present(un[0:NYW][0:NXW], u[0:NYW][0:NXW])
    for (int j = 0; j < NYW; j++) sponge_row(un[j], u[j], j);
}

static void step_host(double **un, double **u, double **up, double c2, double src)
{
    for (int j = 1; j < NYW - 1; j++)
        for (int i = 1; i < NXW - 1; i++)
            un[j][i] = 2.0 * u[j][i] - up[j][i] +
                       c2 * (u[j][i - 1] + u[j][i + 1] + u[j - 1][i] + u[j + 1][i] - 4.0 * u[j][i]);
    un[NYW / 2][NXW / 3] += src;
    for (int j = 0; j < NYW; j++) sponge_row(un[j], u[j], j);
}

static double energy_acc(double **u)
{
    double e = 0.0;
#pragma acc parallel loop gang vector collapse(2) present(u[0:NYW][0:NXW]) reduction(+:e)
    for (int j = 0; j < NYW; j++)
        for (int i = 0; i < NXW; i++) e += u[j][i] * u[j][i];
    return e;
}

int main(void)
{
    double **a = alloc2(), **b = alloc2(), **c = alloc2();
    double **ha = alloc2(), **hb = alloc2(), **hc = alloc2();
    double trace[NT / 4][NXW], htrace[NT / 4][NXW];
    const double c2 = 0.2;
    int nrec = 0;
    dev_init(a, b, c);
    double **up = a, **u = b, **un = c;
    double **hup = ha, **hu = hb, **hun = hc;
    double e = 0.0;
    for (int n = 0; n < NT; n++) {
        step_acc(un, u, up, c2, ricker(n));
        step_host(hun, hu, hup, c2, ricker(n));
        if (n % 4 == 3) { /* a receiver line: one row of the newest level */
#pragma acc update self(un[RECY][0:NXW])
            memcpy(trace[nrec], un[RECY], sizeof trace[0]);
            memcpy(htrace[nrec], hun[RECY], sizeof htrace[0]);
            nrec++;
        }
        double **t = up;
        up = u;
        u = un;
        un = t;
        t = hup;
        hup = hu;
        hu = hun;
        hun = t;
        if (n == NT - 1) e = energy_acc(u);
    }
    /* after NT rotations the newest level is u: copy it out by its own handle */
#pragma acc update self(u[0:NYW][0:NXW])
    double err = 0, eh = 0, terr = 0, tmax = 0;
    for (int j = 0; j < NYW; j++)
        for (int i = 0; i < NXW; i++) {
            err = fmax(err, fabs(u[j][i] - hu[j][i]));
            eh += hu[j][i] * hu[j][i];
        }
    for (int r = 0; r < nrec; r++)
        for (int i = 0; i < NXW; i++) {
            terr = fmax(terr, fabs(trace[r][i] - htrace[r][i]));
            tmax = fmax(tmax, fabs(htrace[r][i]));
        }
    dev_fini(a, b, c);
    CHECK(err < 1e-10);
    CHECK(terr < 1e-10 && tmax > 1e-4);
    CHECK(fabs(e - eh) < 1e-9 * eh && eh > 0);
    printf("wave2d rows: |u - host| %.2e, trace error %.2e (peak %.3e), energy %.6e\n", err, terr,
           tmax, e);
    free2(a); free2(b); free2(c); free2(ha); free2(hb); free2(hc);
    CHECK_DONE();
}

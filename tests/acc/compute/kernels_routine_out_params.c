/* `kernels` loops calling `routine seq` functions that return values through pointer
 * parameters (2.5.3, 2.15.1), as CFD codes write their flux and primitive-variable helpers:
 * `flux(q, i, &f[i])`, `prim(rho, mom, &u, &p)` into the iteration's locals. A parameter the
 * function mentions only as `*p` writes exactly the object the argument points to, which the
 * dependence test now takes as a write of that place: such loops were one serial kernel ("Loop
 * contains a call to 'flux', which writes memory other than its locals"). Kept sequential: an
 * out-parameter given a scalar of the code around the loop, a write to `a[i + 1]` read as `a[i]`
 * by the next iteration, and a function that passes its pointer on to another. Every result
 * checked against the host. */
#include "check.h"
#define N 200

#pragma acc routine seq
static void flux(const double *q, int i, double *f) { *f = 0.5 * (q[i] + q[i + 1]); }

#pragma acc routine seq
static void prim(double rho, double mom, double *u, double *p)
{
    *u = mom / rho;
    *p = 0.4 * rho;
    if (*p > 50.0) *p = 50.0;
}

#pragma acc routine seq
static void count(int v, int *c)
{
    if (v % 3 == 0) (*c)++;
    *c += 2;
}

#pragma acc routine seq
static void set(double *p, double v) { *p = v * 0.5 + 1.0; }

#pragma acc routine seq
static void wrap(double *p, double v) { set(p, v); }

int main(void)
{
    double q[N + 1], f[N], u[N], p[N], r[N], a[N + 1], w[N], hf[N], hu[N], hp[N], hr[N], ha[N + 1], hw[N];
    int c[N], hc[N];
    double last = 0.0, hlast = 0.0;
    for (int i = 0; i <= N; i++) q[i] = ha[i] = a[i] = i % 17 + 1;
    for (int i = 0; i < N; i++) c[i] = hc[i] = i % 5;
#pragma acc kernels copyin(q) copyout(f, u, p, r, w) copy(a, c, last)
    {
        for (int i = 0; i < N; i++) flux(q, i, &f[i]);
        for (int i = 0; i < N; i++) {
            double uu, pp;
            prim(q[i] + 1, q[i + 1], &uu, &pp);
            u[i] = uu + pp;
        }
        for (int i = 0; i < N; i++) prim(q[i] + 1, q[i + 1], &r[i], &p[i]);
        for (int i = 0; i < N; i++) count(i, &c[i]);
        /* kept sequential */
        for (int i = 0; i < N; i++) set(&last, q[i] + last);
        for (int i = 0; i < N; i++) set(&a[i + 1], a[i]);
        for (int i = 0; i < N; i++) wrap(&w[i], q[i]);
    }
    for (int i = 0; i < N; i++) {
        flux(q, i, &hf[i]);
        double uu, pp;
        prim(q[i] + 1, q[i + 1], &uu, &pp);
        hu[i] = uu + pp;
        prim(q[i] + 1, q[i + 1], &hr[i], &hp[i]);
        count(i, &hc[i]);
    }
    for (int i = 0; i < N; i++) set(&hlast, q[i] + hlast);
    for (int i = 0; i < N; i++) set(&ha[i + 1], ha[i]);
    for (int i = 0; i < N; i++) wrap(&hw[i], q[i]);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += f[i] != hf[i] || u[i] != hu[i] || p[i] != hp[i] || r[i] != hr[i] || c[i] != hc[i] || a[i + 1] != ha[i + 1] || w[i] != hw[i];
    CHECK(bad == 0);
    CHECK(last == hlast);
    CHECK_DONE();
}

/* A mini NPB MG, shaped like the C OpenACC port of NAS MG: a V-cycle multigrid solver for the
 * 3-D Poisson equation on a periodic grid, each level a file-scope static 3-D array with
 * `declare create` (2.13.2); the level functions take them as pointers to 2-D arrays
 * (`double (*u)[M][M]`) with `present(u[0:n])` (2.7.6) and run `parallel loop collapse(3)`
 * (2.9.1) or `collapse(2)` with a vector inner loop and `private` line buffers (2.5.13) as
 * NPB's resid/psinv do; the periodic boundary exchange comm3 runs on `async(1..3)` queues,
 * one per axis, joined by `wait` (2.16); norm2u3 is a `reduction(+:s) reduction(max:umax)`
 * (2.5.15). The right-hand side is NPB's ±1 charges at positions from randlc. The residual
 * norms of every iteration are compared with a plain-C run of the same cycle. */
#include <math.h>
#include <string.h>
#include "check.h"
#ifdef _OPENACC
#include <openacc.h>
#endif

#define LT 4
#define NF (1 << LT) /* finest interior size */
#define M1 (NF + 2)
#define M2 (NF / 2 + 2)
#define M3 (NF / 4 + 2)
#define M4 (NF / 8 + 2)
#define NIT 4

static double u1[M1][M1][M1], r1[M1][M1][M1], v1[M1][M1][M1];
static double u2[M2][M2][M2], r2[M2][M2][M2];
static double u3[M3][M3][M3], r3[M3][M3][M3];
static double u4[M4][M4][M4], r4[M4][M4][M4];
#pragma acc declare create(u1, r1, v1, u2, r2, u3, r3, u4, r4)

static const double A_[4] = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
static const double C_[4] = {-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0};

/* ---- generic level kernels: n is the level's array extent ---- */
static void zero3(double *z, int n)
{
#pragma acc parallel loop present(z[0:n*n*n])
    for (int i = 0; i < n * n * n; i++)
        z[i] = 0.0;
}

static void comm3(double *z, int n)
{
    double (*u)[n][n] = (double (*)[n][n])z;
#pragma acc parallel loop collapse(2) present(u[0:n]) async(1)
    for (int i3 = 1; i3 < n - 1; i3++)
        for (int i2 = 1; i2 < n - 1; i2++) {
            u[i3][i2][0] = u[i3][i2][n - 2];
            u[i3][i2][n - 1] = u[i3][i2][1];
        }
#pragma acc parallel loop collapse(2) present(u[0:n]) async(1)
    for (int i3 = 1; i3 < n - 1; i3++)
        for (int i1 = 0; i1 < n; i1++) {
            u[i3][0][i1] = u[i3][n - 2][i1];
            u[i3][n - 1][i1] = u[i3][1][i1];
        }
#pragma acc parallel loop collapse(2) present(u[0:n]) async(1)
    for (int i2 = 0; i2 < n; i2++)
        for (int i1 = 0; i1 < n; i1++) {
            u[0][i2][i1] = u[n - 2][i2][i1];
            u[n - 1][i2][i1] = u[1][i2][i1];
        }
#pragma acc wait(1)
}

/* r = v - A u */
static void resid(double *uu, double *vv, double *rr, int n)
{
    double (*u)[n][n] = (double (*)[n][n])uu;
    double (*v)[n][n] = (double (*)[n][n])vv;
    double (*r)[n][n] = (double (*)[n][n])rr;
    double a0 = A_[0], a2 = A_[2], a3 = A_[3];
#pragma acc parallel loop gang collapse(2) present(u[0:n], v[0:n], r[0:n])
    for (int i3 = 1; i3 < n - 1; i3++)
        for (int i2 = 1; i2 < n - 1; i2++) {
            double u1l[M1], u2l[M1];
#pragma acc loop vector
            for (int i1 = 0; i1 < n; i1++) {
                u1l[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1] + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
                u2l[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1] + u[i3 + 1][i2 - 1][i1] +
                          u[i3 + 1][i2 + 1][i1];
            }
#pragma acc loop vector
            for (int i1 = 1; i1 < n - 1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - a0 * u[i3][i2][i1] -
                                a2 * (u2l[i1] + u1l[i1 - 1] + u1l[i1 + 1]) -
                                a3 * (u2l[i1 - 1] + u2l[i1 + 1]);
        }
    comm3(rr, n);
}

/* u = u + C r (the smoother) */
static void psinv(double *rr, double *uu, int n)
{
    double (*u)[n][n] = (double (*)[n][n])uu;
    double (*r)[n][n] = (double (*)[n][n])rr;
    double c0 = C_[0], c1 = C_[1], c2 = C_[2];
#pragma acc parallel loop gang collapse(2) present(u[0:n], r[0:n])
    for (int i3 = 1; i3 < n - 1; i3++)
        for (int i2 = 1; i2 < n - 1; i2++) {
            double r1l[M1], r2l[M1];
#pragma acc loop vector
            for (int i1 = 0; i1 < n; i1++) {
                r1l[i1] = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1] + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
                r2l[i1] = r[i3 - 1][i2 - 1][i1] + r[i3 - 1][i2 + 1][i1] + r[i3 + 1][i2 - 1][i1] +
                          r[i3 + 1][i2 + 1][i1];
            }
#pragma acc loop vector
            for (int i1 = 1; i1 < n - 1; i1++)
                u[i3][i2][i1] += c0 * r[i3][i2][i1] + c1 * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1] + r1l[i1]) +
                                 c2 * (r2l[i1] + r1l[i1 - 1] + r1l[i1 + 1]);
        }
    comm3(uu, n);
}

/* restriction: fine r (extent n) to coarse s (extent m = n/2 + 1) */
static void rprj3(double *rr, int n, double *ss, int m)
{
    double (*r)[n][n] = (double (*)[n][n])rr;
    double (*s)[m][m] = (double (*)[m][m])ss;
#pragma acc parallel loop collapse(3) present(r[0:n], s[0:m])
    for (int j3 = 1; j3 < m - 1; j3++)
        for (int j2 = 1; j2 < m - 1; j2++)
            for (int j1 = 1; j1 < m - 1; j1++) {
                int i3 = 2 * j3 - 1, i2 = 2 * j2 - 1, i1 = 2 * j1 - 1;
                double x = 0.0;
                for (int d3 = -1; d3 <= 1; d3++)
                    for (int d2 = -1; d2 <= 1; d2++)
                        for (int d1 = -1; d1 <= 1; d1++) {
                            int w = (d3 == 0) + (d2 == 0) + (d1 == 0);
                            double c = w == 3 ? 0.5 : w == 2 ? 0.25 : w == 1 ? 0.125 : 0.0625;
                            x += c * r[i3 + d3][i2 + d2][i1 + d1];
                        }
                s[j3][j2][j1] = x;
            }
    comm3(ss, m);
}

/* prolongation: coarse z (extent m) added into fine u (extent n), trilinear */
static void interp(double *zz, int m, double *uu, int n)
{
    double (*z)[m][m] = (double (*)[m][m])zz;
    double (*u)[n][n] = (double (*)[n][n])uu;
#pragma acc parallel loop collapse(3) present(z[0:m], u[0:n])
    for (int i3 = 1; i3 < n - 1; i3++)
        for (int i2 = 1; i2 < n - 1; i2++)
            for (int i1 = 1; i1 < n - 1; i1++) {
                int j3 = (i3 + 1) / 2, j2 = (i2 + 1) / 2, j1 = (i1 + 1) / 2;
                int k3 = (i3 & 1) ? j3 - 1 : j3 + 1, k2 = (i2 & 1) ? j2 - 1 : j2 + 1,
                    k1 = (i1 & 1) ? j1 - 1 : j1 + 1;
                (void)k3;
                double x = 0.0;
                for (int a3 = 0; a3 < 2; a3++)
                    for (int a2 = 0; a2 < 2; a2++)
                        for (int a1 = 0; a1 < 2; a1++) {
                            double w = (a3 ? 0.25 : 0.75) * (a2 ? 0.25 : 0.75) * (a1 ? 0.25 : 0.75);
                            x += w * z[a3 ? k3 : j3][a2 ? k2 : j2][a1 ? k1 : j1];
                        }
                u[i3][i2][i1] += x;
            }
    comm3(uu, n);
}

static void norm2u3(double *rr, int n, double *rnm2, double *rnmu)
{
    double (*r)[n][n] = (double (*)[n][n])rr;
    double s = 0.0, umax = 0.0;
#pragma acc parallel loop collapse(3) present(r[0:n]) reduction(+:s) reduction(max:umax)
    for (int i3 = 1; i3 < n - 1; i3++)
        for (int i2 = 1; i2 < n - 1; i2++)
            for (int i1 = 1; i1 < n - 1; i1++) {
                s += r[i3][i2][i1] * r[i3][i2][i1];
                umax = fmax(umax, fabs(r[i3][i2][i1]));
            }
    int ni = n - 2;
    *rnm2 = sqrt(s / ((double)ni * ni * ni));
    *rnmu = umax;
}

static void mg3p(void)
{
    /* down */
    rprj3(&r1[0][0][0], M1, &r2[0][0][0], M2);
    rprj3(&r2[0][0][0], M2, &r3[0][0][0], M3);
    rprj3(&r3[0][0][0], M3, &r4[0][0][0], M4);
    zero3(&u4[0][0][0], M4);
    psinv(&r4[0][0][0], &u4[0][0][0], M4);
    /* up */
    zero3(&u3[0][0][0], M3);
    interp(&u4[0][0][0], M4, &u3[0][0][0], M3);
    resid(&u3[0][0][0], &r3[0][0][0], &r3[0][0][0], M3);
    psinv(&r3[0][0][0], &u3[0][0][0], M3);
    zero3(&u2[0][0][0], M2);
    interp(&u3[0][0][0], M3, &u2[0][0][0], M2);
    resid(&u2[0][0][0], &r2[0][0][0], &r2[0][0][0], M2);
    psinv(&r2[0][0][0], &u2[0][0][0], M2);
    interp(&u2[0][0][0], M2, &u1[0][0][0], M1);
    resid(&u1[0][0][0], &v1[0][0][0], &r1[0][0][0], M1);
    psinv(&r1[0][0][0], &u1[0][0][0], M1);
}

static double randlc(double *x, double a)
{
    const double r23 = 1.1920928955078125e-07, r46 = r23 * r23;
    const double t23 = 8.388608e+06, t46 = t23 * t23;
    double t1, t2, t3, t4, a1, a2, x1, x2, z;
    t1 = r23 * a;
    a1 = (int)t1;
    a2 = a - t23 * a1;
    t1 = r23 * *x;
    x1 = (int)t1;
    x2 = *x - t23 * x1;
    t1 = a1 * x2 + a2 * x1;
    t2 = (int)(r23 * t1);
    z = t1 - t23 * t2;
    t3 = t23 * z + a2 * x2;
    t4 = (int)(r46 * t3);
    *x = t3 - t46 * t4;
    return r46 * *x;
}

/* zran3-like: ten +1 and ten -1 charges at random interior points */
static void make_rhs(void)
{
    memset(v1, 0, sizeof v1);
    double seed = 314159265.0;
    for (int c = 0; c < 20; c++) {
        int i1 = 1 + (int)(NF * randlc(&seed, 1220703125.0));
        int i2 = 1 + (int)(NF * randlc(&seed, 1220703125.0));
        int i3 = 1 + (int)(NF * randlc(&seed, 1220703125.0));
        v1[i3][i2][i1] = c < 10 ? 1.0 : -1.0;
    }
    for (int i3 = 1; i3 < M1 - 1; i3++)
        for (int i2 = 1; i2 < M1 - 1; i2++) {
            v1[i3][i2][0] = v1[i3][i2][M1 - 2];
            v1[i3][i2][M1 - 1] = v1[i3][i2][1];
        }
    for (int i3 = 1; i3 < M1 - 1; i3++)
        for (int i1 = 0; i1 < M1; i1++) {
            v1[i3][0][i1] = v1[i3][M1 - 2][i1];
            v1[i3][M1 - 1][i1] = v1[i3][1][i1];
        }
    for (int i2 = 0; i2 < M1; i2++)
        for (int i1 = 0; i1 < M1; i1++) {
            v1[0][i2][i1] = v1[M1 - 2][i2][i1];
            v1[M1 - 1][i2][i1] = v1[1][i2][i1];
        }
}

static void run(double norms[NIT + 1], double *umax)
{
    zero3(&u1[0][0][0], M1);
    resid(&u1[0][0][0], &v1[0][0][0], &r1[0][0][0], M1);
    norm2u3(&r1[0][0][0], M1, &norms[0], umax);
    for (int it = 1; it <= NIT; it++) {
        mg3p();
        resid(&u1[0][0][0], &v1[0][0][0], &r1[0][0][0], M1);
        norm2u3(&r1[0][0][0], M1, &norms[it], umax);
    }
}

int main(void)
{
    make_rhs();
    double dn[NIT + 1], hn[NIT + 1], dmax, hmax;
#pragma acc update device(v1)
    run(dn, &dmax);
#pragma acc update self(u1)
    double du = u1[5][6][7];
    /* the reference: the same functions on the host copies (acc off via a host data region is
       not available, so run the cycle under the host device type) */
    static double save_u[M1][M1][M1];
    memcpy(save_u, u1, sizeof u1);
#ifdef _OPENACC
    acc_set_device_type(acc_device_host);
#endif
    run(hn, &hmax);
    for (int it = 0; it <= NIT; it++) {
        if (fabs(dn[it] - hn[it]) > 1e-12 * (1.0 + hn[it]))
            fprintf(stderr, "iteration %d: norm %.17g host %.17g\n", it, dn[it], hn[it]);
        CHECK(fabs(dn[it] - hn[it]) <= 1e-12 * (1.0 + hn[it]));
    }
    CHECK(fabs(dmax - hmax) <= 1e-12);
    CHECK(fabs(du - u1[5][6][7]) <= 1e-12);
    CHECK(hn[NIT] < hn[0]); /* the cycle converges */
    CHECK_DONE();
}

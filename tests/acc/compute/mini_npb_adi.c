/* A mini NPB SP/BT-style ADI solver, shaped like the C OpenACC ports of NAS SP and BT: a 3-D
 * implicit diffusion-advection step for five coupled fields `u[5][NZ][NY][NX]` (file-scope,
 * `declare create`, 2.13.2), split into x, y and z line solves. Each sweep is one
 * `parallel loop gang collapse(2)` (2.9.1) over the lines of a plane whose iterations own a
 * per-line work array: `private(lhs[0:5][0:NL], rhsl[0:5][0:NL])` (subarrays in `private`,
 * 2.5.13), filled with the pentadiagonal-like coefficients, then solved by a `routine seq`
 * Thomas algorithm (2.15.1) for each of the five fields. compute_rhs is a
 * `parallel loop collapse(3)`; the fields are mixed by a `routine seq` 5x5 matrix-vector
 * product (BT's flux Jacobian shape); between steps an `update self` of one plane
 * (2.14.4) prints a host-side monitor, and the final verification compares RMS norms per
 * field (`reduction(+:)` on five scalars) with a plain-C run of the same step. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NX 14
#define NY 12
#define NZ 10
#define NL 14 /* the longest line */
#define NF 5
#define NSTEP 5

static double u[NF][NZ][NY][NX], rhs[NF][NZ][NY][NX];
static double hu[NF][NZ][NY][NX], hrhs[NF][NZ][NY][NX];
#pragma acc declare create(u, rhs)

static const double dt = 0.01, nu = 0.4, cadv[3] = {0.3, -0.2, 0.1};
static double mix[NF][NF];
#pragma acc declare create(mix)

/* Thomas algorithm on a line of n points: lhs rows are sub, diag, super, and two scratch. */
#pragma acc routine seq
static void thomas(int n, double lhs[5][NL], double *r)
{
    lhs[3][0] = lhs[2][0] / lhs[1][0];
    lhs[4][0] = r[0] / lhs[1][0];
    for (int i = 1; i < n; i++) {
        double m = lhs[1][i] - lhs[0][i] * lhs[3][i - 1];
        lhs[3][i] = lhs[2][i] / m;
        lhs[4][i] = (r[i] - lhs[0][i] * lhs[4][i - 1]) / m;
    }
    r[n - 1] = lhs[4][n - 1];
    for (int i = n - 2; i >= 0; i--)
        r[i] = lhs[4][i] - lhs[3][i] * r[i + 1];
}

#pragma acc routine seq
static void matvec5(const double m[NF][NF], const double *x, double *y)
{
    for (int a = 0; a < NF; a++) {
        double s = 0.0;
        for (int b = 0; b < NF; b++)
            s += m[a][b] * x[b];
        y[a] = s;
    }
}

#pragma acc routine seq
static void fill_lhs(int n, double c, double lhs[5][NL])
{
    double r = nu * dt, p = 0.5 * dt * c;
    for (int i = 0; i < n; i++) {
        lhs[0][i] = i == 0 ? 0.0 : -r - p;
        lhs[1][i] = 1.0 + 2.0 * r;
        lhs[2][i] = i == n - 1 ? 0.0 : -r + p;
    }
}

static void compute_rhs(void)
{
#pragma acc parallel loop collapse(3) present(u, rhs, mix)
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double x[NF], y[NF];
                for (int f = 0; f < NF; f++)
                    x[f] = u[f][k][j][i];
                matvec5(mix, x, y);
                for (int f = 0; f < NF; f++) {
                    double lap = 0.0;
                    if (i > 0 && i < NX - 1)
                        lap += u[f][k][j][i - 1] - 2.0 * x[f] + u[f][k][j][i + 1];
                    if (j > 0 && j < NY - 1)
                        lap += u[f][k][j - 1][i] - 2.0 * x[f] + u[f][k][j + 1][i];
                    if (k > 0 && k < NZ - 1)
                        lap += u[f][k - 1][j][i] - 2.0 * x[f] + u[f][k + 1][j][i];
                    rhs[f][k][j][i] = x[f] + dt * (0.1 * lap + 0.05 * y[f]);
                }
            }
}

static void x_solve(void)
{
    double lhs[5][NL], rhsl[NF][NL];
#pragma acc parallel loop gang collapse(2) present(rhs) private(lhs[0:5][0:NL], rhsl[0:5][0:NL])
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++) {
            for (int f = 0; f < NF; f++) {
                fill_lhs(NX, cadv[0], lhs);
                for (int i = 0; i < NX; i++)
                    rhsl[f][i] = rhs[f][k][j][i];
                thomas(NX, lhs, rhsl[f]);
                for (int i = 0; i < NX; i++)
                    rhs[f][k][j][i] = rhsl[f][i];
            }
        }
}

static void y_solve(void)
{
    double lhs[5][NL], rhsl[NF][NL];
#pragma acc parallel loop gang collapse(2) present(rhs) private(lhs[0:5][0:NL], rhsl[0:5][0:NL])
    for (int k = 0; k < NZ; k++)
        for (int i = 0; i < NX; i++) {
            for (int f = 0; f < NF; f++) {
                fill_lhs(NY, cadv[1], lhs);
                for (int j = 0; j < NY; j++)
                    rhsl[f][j] = rhs[f][k][j][i];
                thomas(NY, lhs, rhsl[f]);
                for (int j = 0; j < NY; j++)
                    rhs[f][k][j][i] = rhsl[f][j];
            }
        }
}

static void z_solve(void)
{
    double lhs[5][NL], rhsl[NF][NL];
#pragma acc parallel loop gang vector collapse(2) present(rhs, u) private(lhs, rhsl)
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            for (int f = 0; f < NF; f++) {
                fill_lhs(NZ, cadv[2], lhs);
                for (int k = 0; k < NZ; k++)
                    rhsl[f][k] = rhs[f][k][j][i];
                thomas(NZ, lhs, rhsl[f]);
                for (int k = 0; k < NZ; k++)
                    u[f][k][j][i] = rhsl[f][k];
            }
        }
}

static void rms(double (*v)[NZ][NY][NX], double out[NF], int dev)
{
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0;
#pragma acc parallel loop collapse(3) reduction(+:s0, s1, s2, s3, s4) present(v[0:NF]) if(dev)
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                s0 += v[0][k][j][i] * v[0][k][j][i];
                s1 += v[1][k][j][i] * v[1][k][j][i];
                s2 += v[2][k][j][i] * v[2][k][j][i];
                s3 += v[3][k][j][i] * v[3][k][j][i];
                s4 += v[4][k][j][i] * v[4][k][j][i];
            }
    double n = (double)NX * NY * NZ;
    out[0] = sqrt(s0 / n);
    out[1] = sqrt(s1 / n);
    out[2] = sqrt(s2 / n);
    out[3] = sqrt(s3 / n);
    out[4] = sqrt(s4 / n);
}

/* ---- plain C ---- */
static void h_thomas(int n, double lhs[5][NL], double *r)
{
    lhs[3][0] = lhs[2][0] / lhs[1][0];
    lhs[4][0] = r[0] / lhs[1][0];
    for (int i = 1; i < n; i++) {
        double m = lhs[1][i] - lhs[0][i] * lhs[3][i - 1];
        lhs[3][i] = lhs[2][i] / m;
        lhs[4][i] = (r[i] - lhs[0][i] * lhs[4][i - 1]) / m;
    }
    r[n - 1] = lhs[4][n - 1];
    for (int i = n - 2; i >= 0; i--)
        r[i] = lhs[4][i] - lhs[3][i] * r[i + 1];
}

static void h_step(void)
{
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double x[NF], y[NF];
                for (int f = 0; f < NF; f++)
                    x[f] = hu[f][k][j][i];
                matvec5(mix, x, y);
                for (int f = 0; f < NF; f++) {
                    double lap = 0.0;
                    if (i > 0 && i < NX - 1)
                        lap += hu[f][k][j][i - 1] - 2.0 * x[f] + hu[f][k][j][i + 1];
                    if (j > 0 && j < NY - 1)
                        lap += hu[f][k][j - 1][i] - 2.0 * x[f] + hu[f][k][j + 1][i];
                    if (k > 0 && k < NZ - 1)
                        lap += hu[f][k - 1][j][i] - 2.0 * x[f] + hu[f][k + 1][j][i];
                    hrhs[f][k][j][i] = x[f] + dt * (0.1 * lap + 0.05 * y[f]);
                }
            }
    double lhs[5][NL], line[NL];
    for (int f = 0; f < NF; f++) {
        for (int k = 0; k < NZ; k++)
            for (int j = 0; j < NY; j++) {
                fill_lhs(NX, cadv[0], lhs);
                for (int i = 0; i < NX; i++)
                    line[i] = hrhs[f][k][j][i];
                h_thomas(NX, lhs, line);
                for (int i = 0; i < NX; i++)
                    hrhs[f][k][j][i] = line[i];
            }
        for (int k = 0; k < NZ; k++)
            for (int i = 0; i < NX; i++) {
                fill_lhs(NY, cadv[1], lhs);
                for (int j = 0; j < NY; j++)
                    line[j] = hrhs[f][k][j][i];
                h_thomas(NY, lhs, line);
                for (int j = 0; j < NY; j++)
                    hrhs[f][k][j][i] = line[j];
            }
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                fill_lhs(NZ, cadv[2], lhs);
                for (int k = 0; k < NZ; k++)
                    line[k] = hrhs[f][k][j][i];
                h_thomas(NZ, lhs, line);
                for (int k = 0; k < NZ; k++)
                    hu[f][k][j][i] = line[k];
            }
    }
}

int main(void)
{
    for (int a = 0; a < NF; a++)
        for (int b = 0; b < NF; b++)
            mix[a][b] = (a == b) ? -1.0 : 0.1 * ((a + 2 * b) % 3 - 1);
    for (int f = 0; f < NF; f++)
        for (int k = 0; k < NZ; k++)
            for (int j = 0; j < NY; j++)
                for (int i = 0; i < NX; i++)
                    u[f][k][j][i] = hu[f][k][j][i] =
                        (1.0 + f) * sin(0.3 * i + 0.1 * f) * cos(0.2 * j) * exp(-0.05 * k);
#pragma acc update device(u, mix)
    double mon = 0.0;
    for (int step = 0; step < NSTEP; step++) {
        compute_rhs();
        x_solve();
        y_solve();
        z_solve();
        /* monitor one plane on the host */
#pragma acc update self(u[2:1][NZ/2:1][0:NY][0:NX])
        mon += u[2][NZ / 2][NY / 2][NX / 2];
    }
    double dn[NF], hn[NF];
    rms(u, dn, 1);
#pragma acc update self(u)
    double hmon = 0.0;
    for (int step = 0; step < NSTEP; step++) {
        h_step();
        hmon += hu[2][NZ / 2][NY / 2][NX / 2];
    }
    rms(hu, hn, 0);
    for (int f = 0; f < NF; f++) {
        if (fabs(dn[f] - hn[f]) > 1e-12 * hn[f])
            fprintf(stderr, "field %d: rms %.17g host %.17g\n", f, dn[f], hn[f]);
        CHECK(fabs(dn[f] - hn[f]) <= 1e-12 * hn[f]);
    }
    CHECK(fabs(mon - hmon) <= 1e-12 * (1.0 + fabs(hmon)));
    double maxd = 0.0;
    for (int f = 0; f < NF; f++)
        for (int k = 0; k < NZ; k++)
            for (int j = 0; j < NY; j++)
                for (int i = 0; i < NX; i++)
                    maxd = fmax(maxd, fabs(u[f][k][j][i] - hu[f][k][j][i]));
    CHECK(maxd <= 1e-12);
    CHECK_DONE();
}

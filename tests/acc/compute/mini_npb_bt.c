/* A mini NPB BT, shaped like the C OpenACC port of NAS BT: five-component fields
 * `u[NZ][NY][NX][5]` in file-scope arrays with `declare create` (2.13.2), the exact solution
 * from NPB's coefficient table `ce[5][13]` (`declare copyin`, read by a `routine seq`,
 * 2.15.1), and block-tridiagonal line solves: per line, `private(fjac[0:NL][0:5][0:5],
 * lhs[0:NL][0:3][0:5][0:5])` work arrays (2.5.13) filled with 5x5 blocks and eliminated by
 * BT's binvcrhs / matvec_sub / matmul_sub / binvrhs as `routine seq` functions taking
 * `double a[5][5]` blocks. The x, y and z solves are `parallel loop gang vector collapse(2)`
 * (2.9.1) over the lines; the RMS error and the residual norm are array reductions
 * `reduction(+:rms[0:5])` (2.5.15) over `collapse(3)` loops; `update self` of one line between
 * steps (2.14.4). Verified against a plain-C run of the same solver. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NX 10
#define NY 9
#define NZ 8
#define NL 10
#define NSTEP 3

static double u[NZ][NY][NX][5], rhs[NZ][NY][NX][5];
#pragma acc declare create(u, rhs)
static double ce[5][13] = {
    {2.0, 0.0, 0.0, 4.0, 5.0, 3.0, 0.5, 0.02, 0.01, 0.03, 0.5, 0.4, 0.3},
    {1.0, 0.0, 0.0, 0.0, 1.0, 2.0, 3.0, 0.01, 0.03, 0.02, 0.4, 0.3, 0.5},
    {2.0, 2.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.04, 0.03, 0.05, 0.3, 0.5, 0.4},
    {2.0, 2.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.03, 0.05, 0.04, 0.2, 0.1, 0.3},
    {5.0, 4.0, 3.0, 2.0, 0.1, 0.4, 0.3, 0.05, 0.04, 0.03, 0.1, 0.3, 0.2},
};
#pragma acc declare copyin(ce)

#pragma acc routine seq
static void exact_solution(double xi, double eta, double zeta, double dtemp[5])
{
    for (int m = 0; m < 5; m++)
        dtemp[m] = ce[m][0] + xi * (ce[m][1] + xi * (ce[m][4] + xi * (ce[m][7] + xi * ce[m][10]))) +
                   eta * (ce[m][2] + eta * (ce[m][5] + eta * (ce[m][8] + eta * ce[m][11]))) +
                   zeta * (ce[m][3] + zeta * (ce[m][6] + zeta * (ce[m][9] + zeta * ce[m][12])));
}

/* c = c - a*b (vector) */
#pragma acc routine seq
static void matvec_sub(double a[5][5], double b[5], double c[5])
{
    for (int i = 0; i < 5; i++)
        c[i] -= a[i][0] * b[0] + a[i][1] * b[1] + a[i][2] * b[2] + a[i][3] * b[3] + a[i][4] * b[4];
}

/* c = c - a*b (blocks) */
#pragma acc routine seq
static void matmul_sub(double a[5][5], double b[5][5], double c[5][5])
{
    for (int j = 0; j < 5; j++)
        for (int i = 0; i < 5; i++)
            c[i][j] -= a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j] +
                       a[i][4] * b[4][j];
}

/* Gauss-Jordan on lhs with two right-hand sides: the block c and the vector r */
#pragma acc routine seq
static void binvcrhs(double lhs[5][5], double c[5][5], double r[5])
{
    for (int p = 0; p < 5; p++) {
        double piv = 1.0 / lhs[p][p];
        for (int j = p + 1; j < 5; j++)
            lhs[p][j] *= piv;
        for (int j = 0; j < 5; j++)
            c[p][j] *= piv;
        r[p] *= piv;
        for (int i = 0; i < 5; i++) {
            if (i == p)
                continue;
            double coeff = lhs[i][p];
            for (int j = p + 1; j < 5; j++)
                lhs[i][j] -= coeff * lhs[p][j];
            for (int j = 0; j < 5; j++)
                c[i][j] -= coeff * c[p][j];
            r[i] -= coeff * r[p];
        }
    }
}

#pragma acc routine seq
static void binvrhs(double lhs[5][5], double r[5])
{
    for (int p = 0; p < 5; p++) {
        double piv = 1.0 / lhs[p][p];
        for (int j = p + 1; j < 5; j++)
            lhs[p][j] *= piv;
        r[p] *= piv;
        for (int i = 0; i < 5; i++) {
            if (i == p)
                continue;
            double coeff = lhs[i][p];
            for (int j = p + 1; j < 5; j++)
                lhs[i][j] -= coeff * lhs[p][j];
            r[i] -= coeff * r[p];
        }
    }
}

/* The flux Jacobian of a point (a made-up but well-conditioned one, BT's shape). */
#pragma acc routine seq
static void jacobian(const double q[5], double f[5][5], int dir)
{
    double rho_i = 1.0 / q[0];
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++)
            f[i][j] = (i == j ? 0.1 : 0.0) + 0.01 * (dir + 1) * q[(i + j) % 5] * rho_i / (1 + i + j);
}

/* Solve one line of n points: the block-tridiagonal system (-F_{i-1}, I + 2F_i, -F_{i+1})
 * with right-hand side r (in place). */
#pragma acc routine seq
static void line_solve(int n, double fjac[NL][5][5], double lhs[NL][3][5][5], double r[NL][5])
{
    for (int i = 0; i < n; i++)
        for (int a = 0; a < 5; a++)
            for (int b = 0; b < 5; b++) {
                lhs[i][0][a][b] = i > 0 ? -0.5 * fjac[i - 1][a][b] : 0.0;
                lhs[i][1][a][b] = (a == b ? 1.0 : 0.0) + fjac[i][a][b];
                lhs[i][2][a][b] = i < n - 1 ? -0.5 * fjac[i + 1][a][b] : 0.0;
            }
    binvcrhs(lhs[0][1], lhs[0][2], r[0]);
    for (int i = 1; i < n - 1; i++) {
        matvec_sub(lhs[i][0], r[i - 1], r[i]);
        matmul_sub(lhs[i][0], lhs[i - 1][2], lhs[i][1]);
        binvcrhs(lhs[i][1], lhs[i][2], r[i]);
    }
    matvec_sub(lhs[n - 1][0], r[n - 2], r[n - 1]);
    matmul_sub(lhs[n - 1][0], lhs[n - 2][2], lhs[n - 1][1]);
    binvrhs(lhs[n - 1][1], r[n - 1]);
    for (int i = n - 2; i >= 0; i--)
        for (int m = 0; m < 5; m++)
            for (int k = 0; k < 5; k++)
                r[i][m] -= lhs[i][2][m][k] * r[i + 1][k];
}

static void compute_rhs(void)
{
#pragma acc parallel loop collapse(3) present(u, rhs)
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double ex[5];
                exact_solution(i / (NX - 1.0), j / (NY - 1.0), k / (NZ - 1.0), ex);
                for (int m = 0; m < 5; m++)
                    rhs[k][j][i][m] = 0.05 * (ex[m] - u[k][j][i][m]);
            }
}

static void x_solve(void)
{
    double fjac[NL][5][5], lhs[NL][3][5][5], r[NL][5];
#pragma acc parallel loop gang vector collapse(2) present(u, rhs) private(fjac[0:NL][0:5][0:5], lhs[0:NL][0:3][0:5][0:5], r[0:NL][0:5])
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++) {
            for (int i = 0; i < NX; i++) {
                jacobian(u[k][j][i], fjac[i], 0);
                for (int m = 0; m < 5; m++)
                    r[i][m] = rhs[k][j][i][m];
            }
            line_solve(NX, fjac, lhs, r);
            for (int i = 0; i < NX; i++)
                for (int m = 0; m < 5; m++)
                    rhs[k][j][i][m] = r[i][m];
        }
}

static void y_solve(void)
{
    double fjac[NL][5][5], lhs[NL][3][5][5], r[NL][5];
#pragma acc parallel loop gang vector collapse(2) present(u, rhs) private(fjac, lhs, r)
    for (int k = 0; k < NZ; k++)
        for (int i = 0; i < NX; i++) {
            for (int j = 0; j < NY; j++) {
                jacobian(u[k][j][i], fjac[j], 1);
                for (int m = 0; m < 5; m++)
                    r[j][m] = rhs[k][j][i][m];
            }
            line_solve(NY, fjac, lhs, r);
            for (int j = 0; j < NY; j++)
                for (int m = 0; m < 5; m++)
                    rhs[k][j][i][m] = r[j][m];
        }
}

static void z_solve(void)
{
    double fjac[NL][5][5], lhs[NL][3][5][5], r[NL][5];
#pragma acc parallel loop gang vector collapse(2) present(u, rhs) private(fjac[0:NL][0:5][0:5], lhs[0:NL][0:3][0:5][0:5], r[0:NL][0:5])
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            for (int k = 0; k < NZ; k++) {
                jacobian(u[k][j][i], fjac[k], 2);
                for (int m = 0; m < 5; m++)
                    r[k][m] = rhs[k][j][i][m];
            }
            line_solve(NZ, fjac, lhs, r);
            for (int k = 0; k < NZ; k++)
                for (int m = 0; m < 5; m++)
                    u[k][j][i][m] += rhs[k][j][i][m] = r[k][m];
        }
}

static void error_norm(double rms[5])
{
    for (int m = 0; m < 5; m++)
        rms[m] = 0.0;
#pragma acc parallel loop collapse(3) present(u) reduction(+:rms[0:5])
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double ex[5];
                exact_solution(i / (NX - 1.0), j / (NY - 1.0), k / (NZ - 1.0), ex);
                for (int m = 0; m < 5; m++) {
                    double add = u[k][j][i][m] - ex[m];
                    rms[m] += add * add;
                }
            }
    for (int m = 0; m < 5; m++)
        rms[m] = sqrt(rms[m] / (NX * NY * NZ));
}

static void rhs_norm(double rms[5])
{
    double r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
#pragma acc kernels present(rhs)
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                r0 += rhs[k][j][i][0] * rhs[k][j][i][0];
                r1 += rhs[k][j][i][1] * rhs[k][j][i][1];
                r2 += rhs[k][j][i][2] * rhs[k][j][i][2];
                r3 += rhs[k][j][i][3] * rhs[k][j][i][3];
                r4 += rhs[k][j][i][4] * rhs[k][j][i][4];
            }
    rms[0] = sqrt(r0);
    rms[1] = sqrt(r1);
    rms[2] = sqrt(r2);
    rms[3] = sqrt(r3);
    rms[4] = sqrt(r4);
}

static void adi(void)
{
    compute_rhs();
    x_solve();
    y_solve();
    z_solve();
}

int main(void)
{
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                for (int m = 0; m < 5; m++)
                    u[k][j][i][m] = 1.0 + 0.1 * m + 0.01 * ((i + 2 * j + 3 * k + m) % 7);
    static double u0[NZ][NY][NX][5];
    memcpy(u0, u, sizeof u);
#pragma acc update device(u)
    double line[NX][5], mon = 0.0;
    for (int s = 0; s < NSTEP; s++) {
        adi();
#pragma acc update self(u[NZ/2][NY/2][0:NX][0:5])
        memcpy(line, u[NZ / 2][NY / 2], sizeof line);
        mon += line[NX / 2][2];
    }
    double err[5], rn[5];
    error_norm(err);
    rhs_norm(rn);
#pragma acc update self(u)
    static double du[NZ][NY][NX][5];
    memcpy(du, u, sizeof u);

    /* plain C: the same solver on the host (the routines are host functions too) */
    memcpy(u, u0, sizeof u);
    double hmon = 0.0;
    static double hrhs[NZ][NY][NX][5];
    double fjac[NL][5][5], lhs[NL][3][5][5], r[NL][5];
    for (int s = 0; s < NSTEP; s++) {
        for (int k = 0; k < NZ; k++)
            for (int j = 0; j < NY; j++)
                for (int i = 0; i < NX; i++) {
                    double ex[5];
                    exact_solution(i / (NX - 1.0), j / (NY - 1.0), k / (NZ - 1.0), ex);
                    for (int m = 0; m < 5; m++)
                        hrhs[k][j][i][m] = 0.05 * (ex[m] - u[k][j][i][m]);
                }
        for (int k = 0; k < NZ; k++)
            for (int j = 0; j < NY; j++) {
                for (int i = 0; i < NX; i++) {
                    jacobian(u[k][j][i], fjac[i], 0);
                    memcpy(r[i], hrhs[k][j][i], sizeof r[i]);
                }
                line_solve(NX, fjac, lhs, r);
                for (int i = 0; i < NX; i++)
                    memcpy(hrhs[k][j][i], r[i], sizeof r[i]);
            }
        for (int k = 0; k < NZ; k++)
            for (int i = 0; i < NX; i++) {
                for (int j = 0; j < NY; j++) {
                    jacobian(u[k][j][i], fjac[j], 1);
                    memcpy(r[j], hrhs[k][j][i], sizeof r[j]);
                }
                line_solve(NY, fjac, lhs, r);
                for (int j = 0; j < NY; j++)
                    memcpy(hrhs[k][j][i], r[j], sizeof r[j]);
            }
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                for (int k = 0; k < NZ; k++) {
                    jacobian(u[k][j][i], fjac[k], 2);
                    memcpy(r[k], hrhs[k][j][i], sizeof r[k]);
                }
                line_solve(NZ, fjac, lhs, r);
                for (int k = 0; k < NZ; k++)
                    for (int m = 0; m < 5; m++)
                        u[k][j][i][m] += hrhs[k][j][i][m] = r[k][m];
            }
        hmon += u[NZ / 2][NY / 2][NX / 2][2];
    }
    double herr[5], hrn[5];
    for (int m = 0; m < 5; m++)
        herr[m] = hrn[m] = 0.0;
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double ex[5];
                exact_solution(i / (NX - 1.0), j / (NY - 1.0), k / (NZ - 1.0), ex);
                for (int m = 0; m < 5; m++) {
                    herr[m] += (u[k][j][i][m] - ex[m]) * (u[k][j][i][m] - ex[m]);
                    hrn[m] += hrhs[k][j][i][m] * hrhs[k][j][i][m];
                }
            }
    for (int m = 0; m < 5; m++) {
        herr[m] = sqrt(herr[m] / (NX * NY * NZ));
        hrn[m] = sqrt(hrn[m]);
        if (fabs(err[m] - herr[m]) > 1e-12 * herr[m] || fabs(rn[m] - hrn[m]) > 1e-12 * hrn[m])
            fprintf(stderr, "m=%d: err %.17g/%.17g rhs %.17g/%.17g\n", m, err[m], herr[m], rn[m], hrn[m]);
        CHECK(fabs(err[m] - herr[m]) <= 1e-12 * herr[m]);
        CHECK(fabs(rn[m] - hrn[m]) <= 1e-12 * hrn[m]);
    }
    CHECK(fabs(mon - hmon) <= 1e-12 * fabs(hmon));
    double md = 0.0;
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                for (int m = 0; m < 5; m++)
                    md = fmax(md, fabs(du[k][j][i][m] - u[k][j][i][m]));
    CHECK(md <= 1e-12);
    CHECK_DONE();
}

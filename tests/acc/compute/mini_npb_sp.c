/* A mini NPB SP, shaped like the C OpenACC port of NAS SP (NPB-ACC): the scalar pentadiagonal
 * systems of the x, y and z sweeps are kept in a file-scope work array indexed by the whole
 * grid (`lhs[NZ][NY][NX][5]`, `declare create`, 2.13.2) rather than private ones, and each
 * sweep is `parallel loop gang num_gangs(..) num_workers(4) vector_length(32)` over one grid
 * direction (2.5.8-2.5.10) with `loop worker vector` (2.9.3, 2.9.4) over the second and
 * `loop seq` (2.9.5) over the line itself, whose forward elimination and back substitution
 * carry a dependence: the Thomas algorithm for a pentadiagonal matrix (two sub- and two
 * super-diagonals) as SP does. compute_rhs is a `kernels loop gang(16) vector(32)` nest
 * (2.9.2-2.9.4); the residual is a `parallel loop gang` over k with `loop worker` over j and
 * `loop vector reduction(+:s)` over i (2.9.11), each (k, j) line's sum added into one of
 * three buckets with `atomic update` (2.12). Verified against a plain-C run. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NX 12
#define NY 11
#define NZ 10
#define NSTEP 4
#define C1 0.05
#define C2 0.02

static double u[NZ][NY][NX], rhs[NZ][NY][NX], lhs[NZ][NY][NX][5];
#pragma acc declare create(u, rhs, lhs)
static double res[3];
#pragma acc declare create(res)
static double hu[NZ][NY][NX], hrhs[NZ][NY][NX];

/* the pentadiagonal row at position p of a line of n points, advected with speed c */
#pragma acc routine seq
static void penta_row(int p, int n, double c, double row[5])
{
    row[0] = p >= 2 ? -C2 : 0.0;
    row[1] = p >= 1 ? -C1 - 0.01 * c : 0.0;
    row[2] = 1.0 + 2.0 * (C1 + C2);
    row[3] = p <= n - 2 ? -C1 + 0.01 * c : 0.0;
    row[4] = p <= n - 3 ? -C2 : 0.0;
}

/* one elimination step of row p into rows p+1 and p+2 (the line's rows are `stride` apart) */
#pragma acc routine seq
static void eliminate(double *l, double *r, int p, int n, int stride, int rstride)
{
    double *lp = l + p * stride, *rp = r + p * rstride;
    double d = 1.0 / lp[2];
    lp[3] *= d;
    lp[4] *= d;
    *rp *= d;
    lp[2] = 1.0;
    if (p + 1 < n) {
        double *l1 = lp + stride, f = l1[1];
        l1[2] -= f * lp[3];
        l1[3] -= f * lp[4];
        rp[rstride] -= f * *rp;
        l1[1] = 0.0;
    }
    if (p + 2 < n) {
        double *l2 = lp + 2 * stride, f = l2[0];
        l2[1] -= f * lp[3];
        l2[2] -= f * lp[4];
        rp[2 * rstride] -= f * *rp;
        l2[0] = 0.0;
    }
}

static void compute_rhs(void)
{
#pragma acc kernels loop gang(16) vector(32) collapse(2) present(u, rhs)
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double c = u[k][j][i];
                double xm = i > 0 ? u[k][j][i - 1] : 0.0, xp = i < NX - 1 ? u[k][j][i + 1] : 0.0;
                double ym = j > 0 ? u[k][j - 1][i] : 0.0, yp = j < NY - 1 ? u[k][j + 1][i] : 0.0;
                rhs[k][j][i] = c + 0.1 * (xm + xp + ym + yp - 4.0 * c) - 0.01 * c * c;
            }
}

static void x_solve(void)
{
#pragma acc parallel loop gang num_gangs(NZ) num_workers(4) vector_length(32) present(u, rhs, lhs)
    for (int k = 0; k < NZ; k++) {
#pragma acc loop worker vector
        for (int j = 0; j < NY; j++) {
#pragma acc loop seq
            for (int i = 0; i < NX; i++)
                penta_row(i, NX, u[k][j][i], lhs[k][j][i]);
#pragma acc loop seq
            for (int i = 0; i < NX; i++)
                eliminate(&lhs[k][j][0][0], &rhs[k][j][0], i, NX, 5, 1);
            rhs[k][j][NX - 2] -= lhs[k][j][NX - 2][3] * rhs[k][j][NX - 1];
#pragma acc loop seq
            for (int i = NX - 3; i >= 0; i--)
                rhs[k][j][i] -= lhs[k][j][i][3] * rhs[k][j][i + 1] + lhs[k][j][i][4] * rhs[k][j][i + 2];
        }
    }
}

static void y_solve(void)
{
#pragma acc parallel loop gang num_gangs(NZ) num_workers(4) vector_length(32) present(u, rhs, lhs)
    for (int k = 0; k < NZ; k++) {
#pragma acc loop worker vector
        for (int i = 0; i < NX; i++) {
#pragma acc loop seq
            for (int j = 0; j < NY; j++)
                penta_row(j, NY, u[k][j][i], lhs[k][j][i]);
#pragma acc loop seq
            for (int j = 0; j < NY; j++)
                eliminate(&lhs[k][0][i][0], &rhs[k][0][i], j, NY, 5 * NX, NX);
            rhs[k][NY - 2][i] -= lhs[k][NY - 2][i][3] * rhs[k][NY - 1][i];
#pragma acc loop seq
            for (int j = NY - 3; j >= 0; j--)
                rhs[k][j][i] -= lhs[k][j][i][3] * rhs[k][j + 1][i] + lhs[k][j][i][4] * rhs[k][j + 2][i];
        }
    }
}

static void z_solve(void)
{
#pragma acc parallel loop gang num_gangs(NY) num_workers(4) vector_length(32) present(u, rhs, lhs)
    for (int j = 0; j < NY; j++) {
#pragma acc loop worker vector
        for (int i = 0; i < NX; i++) {
#pragma acc loop seq
            for (int k = 0; k < NZ; k++)
                penta_row(k, NZ, u[k][j][i], lhs[k][j][i]);
#pragma acc loop seq
            for (int k = 0; k < NZ; k++)
                eliminate(&lhs[0][j][i][0], &rhs[0][j][i], k, NZ, 5 * NX * NY, NX * NY);
            rhs[NZ - 2][j][i] -= lhs[NZ - 2][j][i][3] * rhs[NZ - 1][j][i];
#pragma acc loop seq
            for (int k = NZ - 3; k >= 0; k--)
                rhs[k][j][i] -= lhs[k][j][i][3] * rhs[k + 1][j][i] + lhs[k][j][i][4] * rhs[k + 2][j][i];
#pragma acc loop seq
            for (int k = 0; k < NZ; k++)
                u[k][j][i] = rhs[k][j][i];
        }
    }
}

static void residual(double out[3])
{
#pragma acc serial present(res)
    for (int b = 0; b < 3; b++)
        res[b] = 0.0;
#pragma acc parallel loop gang num_workers(4) vector_length(32) present(u, res)
    for (int k = 0; k < NZ; k++) {
#pragma acc loop worker
        for (int j = 0; j < NY; j++) {
            double s = 0.0;
#pragma acc loop vector reduction(+:s)
            for (int i = 0; i < NX; i++)
                s += u[k][j][i] * u[k][j][i];
#pragma acc atomic update
            res[(k + j) % 3] += s;
        }
    }
#pragma acc update self(res)
    memcpy(out, res, sizeof res);
}

/* ---- plain C ---- */
static void h_solve_line(double *l, double *r, int n, int stride, int rstride)
{
    for (int p = 0; p < n; p++)
        eliminate(l, r, p, n, stride, rstride);
    r[(n - 2) * rstride] -= l[(n - 2) * stride + 3] * r[(n - 1) * rstride];
    for (int p = n - 3; p >= 0; p--)
        r[p * rstride] -= l[p * stride + 3] * r[(p + 1) * rstride] + l[p * stride + 4] * r[(p + 2) * rstride];
}

static double hl[NZ][NY][NX][5];

static void h_step(void)
{
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double c = hu[k][j][i];
                double xm = i > 0 ? hu[k][j][i - 1] : 0.0, xp = i < NX - 1 ? hu[k][j][i + 1] : 0.0;
                double ym = j > 0 ? hu[k][j - 1][i] : 0.0, yp = j < NY - 1 ? hu[k][j + 1][i] : 0.0;
                hrhs[k][j][i] = c + 0.1 * (xm + xp + ym + yp - 4.0 * c) - 0.01 * c * c;
            }
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++) {
            for (int i = 0; i < NX; i++)
                penta_row(i, NX, hu[k][j][i], hl[k][j][i]);
            h_solve_line(&hl[k][j][0][0], &hrhs[k][j][0], NX, 5, 1);
        }
    for (int k = 0; k < NZ; k++)
        for (int i = 0; i < NX; i++) {
            for (int j = 0; j < NY; j++)
                penta_row(j, NY, hu[k][j][i], hl[k][j][i]);
            h_solve_line(&hl[k][0][i][0], &hrhs[k][0][i], NY, 5 * NX, NX);
        }
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            for (int k = 0; k < NZ; k++)
                penta_row(k, NZ, hu[k][j][i], hl[k][j][i]);
            h_solve_line(&hl[0][j][i][0], &hrhs[0][j][i], NZ, 5 * NX * NY, NX * NY);
            for (int k = 0; k < NZ; k++)
                hu[k][j][i] = hrhs[k][j][i];
        }
}

int main(void)
{
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                u[k][j][i] = hu[k][j][i] = sin(0.4 * i) * cos(0.3 * j) + 0.1 * k;
#pragma acc update device(u)
    double r[NSTEP][3];
    for (int s = 0; s < NSTEP; s++) {
        compute_rhs();
        x_solve();
        y_solve();
        z_solve();
        residual(r[s]);
    }
#pragma acc update self(u)
    for (int s = 0; s < NSTEP; s++) {
        h_step();
        double h[3] = {0, 0, 0};
        for (int k = 0; k < NZ; k++)
            for (int j = 0; j < NY; j++) {
                double t = 0.0;
                for (int i = 0; i < NX; i++)
                    t += hu[k][j][i] * hu[k][j][i];
                h[(k + j) % 3] += t;
            }
        for (int b = 0; b < 3; b++) {
            if (fabs(r[s][b] - h[b]) > 1e-11 * h[b])
                fprintf(stderr, "step %d bucket %d: %.17g host %.17g\n", s, b, r[s][b], h[b]);
            CHECK(fabs(r[s][b] - h[b]) <= 1e-11 * h[b]);
        }
    }
    double md = 0.0;
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                md = fmax(md, fabs(u[k][j][i] - hu[k][j][i]));
    CHECK(md <= 1e-12);
    CHECK_DONE();
}

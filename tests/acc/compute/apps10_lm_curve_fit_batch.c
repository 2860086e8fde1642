/* Levenberg-Marquardt fits of a batch of exponential decays y = A exp(-k t) + c, as
 * curve-fitting services offload many small fits: one curve per gang (`parallel loop gang
 * vector_length(64)`), each iteration the residual sum and the six distinct entries of J^T J
 * and three of J^T r as `loop vector reduction(+:...)` on nine scalars, the damped 3x3 normal
 * equations solved by a `routine seq` Cramer's rule taking `double m[3][3]` (array parameter),
 * the step tried with a second vector reduction and accepted or the damping raised in
 * gang-redundant code; the parameters per curve in a 2-D array `double (*p)[3]`. Checked:
 * the fitted parameters recover the planted ones and match the host's identical fit. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NCUR 32
#define NPT 64
#define ITERS 30

#pragma acc routine seq
static int solve3(double m[3][3], const double *b, double *x)
{
    double det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
                 m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    if (fabs(det) < 1e-300) return 0;
    for (int c = 0; c < 3; c++) {
        double t[3][3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) t[i][j] = j == c ? b[i] : m[i][j];
        x[c] = (t[0][0] * (t[1][1] * t[2][2] - t[1][2] * t[2][1]) - t[0][1] * (t[1][0] * t[2][2] - t[1][2] * t[2][0]) +
                t[0][2] * (t[1][0] * t[2][1] - t[1][1] * t[2][0])) / det;
    }
    return 1;
}

static void fit_host(const double *t, const double *y, double *p)
{
    double lam = 1e-3;
    for (int it = 0; it < ITERS; it++) {
        double jj[3][3] = {{0}}, jr[3] = {0}, s0 = 0;
        for (int i = 0; i < NPT; i++) {
            double e = exp(-p[1] * t[i]), r = y[i] - (p[0] * e + p[2]);
            double J[3] = {e, -p[0] * t[i] * e, 1.0};
            for (int a = 0; a < 3; a++) { jr[a] += J[a] * r; for (int b = 0; b < 3; b++) jj[a][b] += J[a] * J[b]; }
            s0 += r * r;
        }
        double m[3][3], d[3], q[3], s1 = 0;
        for (int a = 0; a < 3; a++) for (int b = 0; b < 3; b++) m[a][b] = jj[a][b] + (a == b ? lam * jj[a][a] : 0);
        if (!solve3(m, jr, d)) break;
        for (int a = 0; a < 3; a++) q[a] = p[a] + d[a];
        for (int i = 0; i < NPT; i++) { double r = y[i] - (q[0] * exp(-q[1] * t[i]) + q[2]); s1 += r * r; }
        if (s1 < s0) { for (int a = 0; a < 3; a++) p[a] = q[a]; lam *= 0.3; } else lam *= 10;
    }
}

int main(void)
{
    double *t = malloc(NPT * sizeof(double)), *y = malloc(NCUR * NPT * sizeof(double));
    double (*p)[3] = malloc(sizeof(double[NCUR][3])), (*hp)[3] = malloc(sizeof(double[NCUR][3])), truth[NCUR][3];
    for (int i = 0; i < NPT; i++) t[i] = i * 0.1;
    for (int c = 0; c < NCUR; c++) {
        truth[c][0] = 2.0 + 0.1 * c; truth[c][1] = 0.3 + 0.02 * c; truth[c][2] = 0.5 - 0.01 * c;
        for (int i = 0; i < NPT; i++)
            y[c * NPT + i] = truth[c][0] * exp(-truth[c][1] * t[i]) + truth[c][2] + 1e-3 * sin(17.0 * i + c);
        p[c][0] = hp[c][0] = 1.0; p[c][1] = hp[c][1] = 0.1; p[c][2] = hp[c][2] = 0.0;
    }
#pragma acc parallel loop gang vector_length(64) copyin(t[0:NPT], y[0:NCUR*NPT]) copy(p[0:NCUR][0:3])
    for (int c = 0; c < NCUR; c++) {
        double lam = 1e-3;
        for (int it = 0; it < ITERS; it++) {
            double j00 = 0, j01 = 0, j02 = 0, j11 = 0, j12 = 0, j22 = 0, r0 = 0, r1 = 0, r2 = 0, s0 = 0;
            double p0 = p[c][0], p1 = p[c][1], p2 = p[c][2];
#pragma acc loop vector reduction(+:j00, j01, j02, j11, j12, j22, r0, r1, r2, s0)
            for (int i = 0; i < NPT; i++) {
                double e = exp(-p1 * t[i]), r = y[c * NPT + i] - (p0 * e + p2);
                double J0 = e, J1 = -p0 * t[i] * e, J2 = 1.0;
                j00 += J0 * J0; j01 += J0 * J1; j02 += J0 * J2; j11 += J1 * J1; j12 += J1 * J2; j22 += J2 * J2;
                r0 += J0 * r; r1 += J1 * r; r2 += J2 * r; s0 += r * r;
            }
            double m[3][3] = {{j00 * (1 + lam), j01, j02}, {j01, j11 * (1 + lam), j12}, {j02, j12, j22 * (1 + lam)}};
            double b[3] = {r0, r1, r2}, d[3];
            if (!solve3(m, b, d)) break;
            double q0 = p0 + d[0], q1 = p1 + d[1], q2 = p2 + d[2], s1 = 0;
#pragma acc loop vector reduction(+:s1)
            for (int i = 0; i < NPT; i++) { double r = y[c * NPT + i] - (q0 * exp(-q1 * t[i]) + q2); s1 += r * r; }
            if (s1 < s0) { p[c][0] = q0; p[c][1] = q1; p[c][2] = q2; lam *= 0.3; } else lam *= 10;
        }
    }
    double err = 0, dh = 0;
    for (int c = 0; c < NCUR; c++) {
        fit_host(t, y + c * NPT, hp[c]);
        for (int a = 0; a < 3; a++) { err = fmax(err, fabs(p[c][a] - truth[c][a])); dh = fmax(dh, fabs(p[c][a] - hp[c][a])); }
    }
    CHECK(err < 1e-2);
    CHECK(dh < 1e-6);
    free(t); free(y); free(p); free(hp);
    CHECK_DONE();
}

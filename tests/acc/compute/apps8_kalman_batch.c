/* A batch of independent constant-velocity Kalman filters (2-D position and velocity, 4x4
 * state covariance, 2-D position measurements), as tracking codes port it: one filter per
 * thread of a `parallel loop` over tracks, the state and covariance kept in a struct array
 * (deep data: `copy` of the whole array of structs), predict and update written with small
 * fixed-size matrix helpers in `routine seq` functions taking array parameters (2.15.1), the
 * 2x2 innovation covariance inverted in closed form, the measurements a 2-D array indexed
 * `[step][track]`, the normalized innovation squared summed per step with a `reduction`.
 * Checked against the same helpers on the host. */
#include <math.h>
#include "check.h"
#define NTRK 200
#define STEPS 10
typedef struct { double x[4]; double P[4][4]; } track_t;

#pragma acc routine seq
static void matmul4(const double A[4][4], const double B[4][4], double C[4][4])
{
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0.0;
            for (int k = 0; k < 4; k++) s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}

#pragma acc routine seq
static double kf_step(track_t *t, double zx, double zy, double dt, double q, double r)
{
    double F[4][4] = {{1, 0, dt, 0}, {0, 1, 0, dt}, {0, 0, 1, 0}, {0, 0, 0, 1}};
    double Ft[4][4], T1[4][4], Pp[4][4];
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) Ft[i][j] = F[j][i];
    double xp[4];
    for (int i = 0; i < 4; i++) { xp[i] = 0.0; for (int k = 0; k < 4; k++) xp[i] += F[i][k] * t->x[k]; }
    matmul4(F, (const double(*)[4])t->P, T1);
    matmul4((const double(*)[4])T1, (const double(*)[4])Ft, Pp);
    for (int i = 0; i < 4; i++) Pp[i][i] += q;
    double yx = zx - xp[0], yy = zy - xp[1];
    double S00 = Pp[0][0] + r, S01 = Pp[0][1], S10 = Pp[1][0], S11 = Pp[1][1] + r;
    double det = S00 * S11 - S01 * S10;
    double I00 = S11 / det, I01 = -S01 / det, I10 = -S10 / det, I11 = S00 / det;
    double K[4][2];
    for (int i = 0; i < 4; i++) {
        K[i][0] = Pp[i][0] * I00 + Pp[i][1] * I10;
        K[i][1] = Pp[i][0] * I01 + Pp[i][1] * I11;
    }
    for (int i = 0; i < 4; i++) t->x[i] = xp[i] + K[i][0] * yx + K[i][1] * yy;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) t->P[i][j] = Pp[i][j] - K[i][0] * Pp[0][j] - K[i][1] * Pp[1][j];
    return yx * (I00 * yx + I01 * yy) + yy * (I10 * yx + I11 * yy);
}

int main(void)
{
    track_t *trk = malloc(NTRK * sizeof(track_t)), *ref = malloc(NTRK * sizeof(track_t));
    static double zx[STEPS][NTRK], zy[STEPS][NTRK];
    for (int k = 0; k < NTRK; k++) {
        for (int i = 0; i < 4; i++) { trk[k].x[i] = 0.0; for (int j = 0; j < 4; j++) trk[k].P[i][j] = (i == j) * 10.0; }
        ref[k] = trk[k];
        double vx = cos(0.1 * k), vy = sin(0.1 * k);
        for (int s = 0; s < STEPS; s++) {
            zx[s][k] = vx * s * 0.5 + 0.05 * sin(3.7 * s + k);
            zy[s][k] = vy * s * 0.5 + 0.05 * cos(2.3 * s + k);
        }
    }
    const double dt = 0.5, q = 1e-3, r = 0.01;
    double hnis[STEPS], nis[STEPS];
    for (int s = 0; s < STEPS; s++) {
        hnis[s] = 0.0;
        for (int k = 0; k < NTRK; k++) hnis[s] += kf_step(&ref[k], zx[s][k], zy[s][k], dt, q, r);
    }
#pragma acc data copy(trk[0:NTRK]) copyin(zx, zy)
    for (int s = 0; s < STEPS; s++) {
        double sum = 0.0;
#pragma acc parallel loop present(trk, zx, zy) reduction(+:sum)
        for (int k = 0; k < NTRK; k++) sum += kf_step(&trk[k], zx[s][k], zy[s][k], dt, q, r);
        nis[s] = sum;
    }
    int bad = 0;
    for (int k = 0; k < NTRK; k++) {
        for (int i = 0; i < 4; i++) {
            if (fabs(trk[k].x[i] - ref[k].x[i]) > 1e-9) bad++;
            for (int j = 0; j < 4; j++) if (fabs(trk[k].P[i][j] - ref[k].P[i][j]) > 1e-9) bad++;
        }
    }
    CHECK(bad == 0);
    for (int s = 0; s < STEPS; s++) CHECK(fabs(nis[s] - hnis[s]) <= 1e-9 * hnis[s]);
    free(trk); free(ref);
    CHECK_DONE();
}

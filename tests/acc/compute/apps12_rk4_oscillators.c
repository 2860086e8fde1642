/* Classical Runge-Kutta (RK4) over many independent Duffing and Van der Pol oscillators, as
 * parameter-sweep codes write it (spec 2.15.1 routine seq, 2.5.10/2.5.11 num_workers and
 * vector_length, 2.9.2-2.9.4 gang worker vector, 2.13 declare copyin): each system's right-hand
 * side is a `routine seq` writing a small state array through a pointer, the stages keep
 * private arrays, the model parameters are a `declare copyin` global table indexed by the
 * system's kind, and the ensemble loop is `parallel loop gang worker vector num_workers(4)
 * vector_length(32)`; the final energies are summed by a reduction. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NSYS 1000
#define STEPS 200
#define H 0.01

const double par[2][3] = {{0.2, 1.0, 0.5}, {1.5, 0.0, 0.0}}; /* Duffing (delta, beta, gamma), Van der Pol (mu) */
#pragma acc declare copyin(par)

#pragma acc routine seq
static void rhs(int kind, double t, const double *y, double *dy)
{
    if (kind == 0) {
        dy[0] = y[1];
        dy[1] = -par[0][0] * y[1] - y[0] - par[0][1] * y[0] * y[0] * y[0] + par[0][2] * cos(1.2 * t);
    } else {
        dy[0] = y[1];
        dy[1] = par[1][0] * (1.0 - y[0] * y[0]) * y[1] - y[0];
    }
}

#pragma acc routine seq
static void rk4(int kind, double t, double *y)
{
    double k1[2], k2[2], k3[2], k4[2], tmp[2];
    rhs(kind, t, y, k1);
    for (int d = 0; d < 2; d++) tmp[d] = y[d] + 0.5 * H * k1[d];
    rhs(kind, t + 0.5 * H, tmp, k2);
    for (int d = 0; d < 2; d++) tmp[d] = y[d] + 0.5 * H * k2[d];
    rhs(kind, t + 0.5 * H, tmp, k3);
    for (int d = 0; d < 2; d++) tmp[d] = y[d] + H * k3[d];
    rhs(kind, t + H, tmp, k4);
    for (int d = 0; d < 2; d++) y[d] += H / 6.0 * (k1[d] + 2.0 * k2[d] + 2.0 * k3[d] + k4[d]);
}

int main(void)
{
    double *y = malloc(2 * NSYS * sizeof(double)), *hy = malloc(2 * NSYS * sizeof(double));
    for (int i = 0; i < NSYS; i++) {
        y[2 * i] = hy[2 * i] = -1.0 + 2.0 * i / NSYS;
        y[2 * i + 1] = hy[2 * i + 1] = 0.5 - (double)(i % 17) / 17.0;
    }
    double etot = 0;
#pragma acc parallel loop gang worker vector num_workers(4) vector_length(32) copy(y[0:2 * NSYS]) reduction(+:etot)
    for (int i = 0; i < NSYS; i++) {
        double st[2] = {y[2 * i], y[2 * i + 1]};
        int kind = i & 1;
        for (int s = 0; s < STEPS; s++) rk4(kind, s * H, st);
        y[2 * i] = st[0];
        y[2 * i + 1] = st[1];
        etot += 0.5 * (st[0] * st[0] + st[1] * st[1]);
    }
    double he = 0, md = 0;
    for (int i = 0; i < NSYS; i++) {
        double *st = hy + 2 * i;
        for (int s = 0; s < STEPS; s++) rk4(i & 1, s * H, st);
        he += 0.5 * (st[0] * st[0] + st[1] * st[1]);
        md = fmax(md, fabs(st[0] - y[2 * i]) + fabs(st[1] - y[2 * i + 1]));
    }
    CHECK(md < 1e-9);
    CHECK(fabs(etot - he) < 1e-9 * he);
    /* Van der Pol settles on its limit cycle (amplitude about 2) from every start */
    double amp = 0;
    for (int i = 1; i < NSYS; i += 2) amp = fmax(amp, fabs(hy[2 * i]));
    CHECK(amp > 1.0 && amp < 2.5);
    free(y); free(hy);
    CHECK_DONE();
}

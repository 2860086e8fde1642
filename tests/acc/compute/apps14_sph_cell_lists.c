/* Smoothed-particle hydrodynamics in 2-D with a cell-list neighbour search, as a fluids code
 * ports it (spec 2.12 atomic update for the per-cell counts, 2.12 atomic capture for the slot
 * of each particle in its cell, 2.5.3 serial exclusive scan of the counts, 2.7.6 enter data of
 * a struct of arrays with attach, 2.16 async on two queues with `wait(1, 2)`, 2.9.11 reductions
 * of kinetic energy and maximum density, 2.15.1 routine seq kernels). Each step bins particles
 * into cells, computes density from the 3x3 neighbouring cells, then pressure forces, then a
 * symplectic Euler push with reflecting walls. The neighbours of a cell come in any order, so
 * the results are compared with a plain C all-pairs computation to a tolerance. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NP 1200
#define NC 16 /* cells per side; the cell width is the smoothing length */
#define HSM (1.0 / NC)
#define STEPS 6
#define DT 2.0e-4
#define CELL(x) ((int)fmin(fmax((x) * NC, 0.0), NC - 1.0))
#define PI_ 3.14159265358979323846

typedef struct {
    double *x, *y, *vx, *vy, *rho, *p;
    int *cell, *sorted;
} parts_t;

#pragma acc routine seq
static inline double w_poly6(double r2)
{
    const double h2 = HSM * HSM;
    if (r2 >= h2) return 0.0;
    double d = h2 - r2;
    return 4.0 / (PI_ * pow(HSM, 8)) * d * d * d;
}

#pragma acc routine seq
static inline double dw_spiky(double r)
{
    if (r >= HSM || r <= 0.0) return 0.0;
    double d = HSM - r;
    return -30.0 / (PI_ * pow(HSM, 5)) * d * d;
}

#pragma acc routine seq
static inline double eos(double rho) { return 2.0 * (rho - 1000.0); }

static void forces_host(const parts_t *P, double *ax, double *ay)
{
    for (int i = 0; i < NP; i++) {
        double r = 0;
        for (int j = 0; j < NP; j++) {
            double dx = P->x[i] - P->x[j], dy = P->y[i] - P->y[j];
            r += w_poly6(dx * dx + dy * dy);
        }
        P->rho[i] = r * (1000.0 / NP * 0.36);
        P->p[i] = eos(P->rho[i]);
    }
    for (int i = 0; i < NP; i++) {
        double fx = 0, fy = 0;
        for (int j = 0; j < NP; j++) {
            double dx = P->x[i] - P->x[j], dy = P->y[i] - P->y[j], r = sqrt(dx * dx + dy * dy);
            if (j == i || r >= HSM) continue;
            double s = -(P->p[i] + P->p[j]) / (2.0 * P->rho[j]) * dw_spiky(r) / r;
            fx += s * dx;
            fy += s * dy;
        }
        ax[i] = fx * (0.36 / NP) / P->rho[i];
        ay[i] = fy * (0.36 / NP) / P->rho[i] - 9.81;
    }
}

static void push(double *x, double *v, double a)
{
    *v += DT * a;
    *x += DT * *v;
    if (*x < 0) { *x = -*x; *v = -0.5 * *v; }
    if (*x > 1) { *x = 2 - *x; *v = -0.5 * *v; }
}

int main(void)
{
    static int count[NC * NC], start[NC * NC + 1], fill[NC * NC];
    static double ax[NP], ay[NP], hax[NP], hay[NP];
    parts_t P, H;
    double **fields[6] = {&P.x, &P.y, &P.vx, &P.vy, &P.rho, &P.p};
    for (int f = 0; f < 6; f++) *fields[f] = calloc(NP, sizeof(double));
    P.cell = malloc(NP * sizeof(int));
    P.sorted = malloc(NP * sizeof(int));
    H = P;
    H.x = malloc(NP * sizeof(double)); H.y = malloc(NP * sizeof(double));
    H.vx = calloc(NP, sizeof(double)); H.vy = calloc(NP, sizeof(double));
    H.rho = malloc(NP * sizeof(double)); H.p = malloc(NP * sizeof(double));
    for (int i = 0; i < NP; i++) { /* a dam: a block of fluid in the lower left */
        H.x[i] = P.x[i] = 0.02 + 0.6 * (i % 40) / 40.0 + 0.001 * (i % 7);
        H.y[i] = P.y[i] = 0.02 + 0.6 * (i / 40) / 30.0 + 0.001 * (i % 5);
    }

    double ekin = 0, rmax = 0, herr = 0;
#pragma acc enter data copyin(P)
#pragma acc enter data copyin(P.x[0:NP], P.y[0:NP], P.vx[0:NP], P.vy[0:NP]) \
    create(P.rho[0:NP], P.p[0:NP], P.cell[0:NP], P.sorted[0:NP])
#pragma acc data create(count, start, fill, ax, ay)
    for (int step = 0; step < STEPS; step++) {
#pragma acc parallel loop present(count, fill) async(1)
        for (int c = 0; c < NC * NC; c++) count[c] = fill[c] = 0;
#pragma acc parallel loop present(P, count) async(1)
        for (int i = 0; i < NP; i++) {
            int c = CELL(P.y[i]) * NC + CELL(P.x[i]);
            P.cell[i] = c;
#pragma acc atomic update
            count[c]++;
        }
#pragma acc serial present(count, start) async(1)
        {
            start[0] = 0;
            for (int c = 0; c < NC * NC; c++) start[c + 1] = start[c] + count[c];
        }
#pragma acc parallel loop present(P, start, fill) async(1)
        for (int i = 0; i < NP; i++) {
            int c = P.cell[i], k;
#pragma acc atomic capture
            k = fill[c]++;
            P.sorted[start[c] + k] = i;
        }
        /* density and pressure: gang per cell row, vector over particles */
#pragma acc parallel loop gang vector present(P, start) async(1)
        for (int i = 0; i < NP; i++) {
            int cx = P.cell[i] % NC, cy = P.cell[i] / NC;
            double r = 0;
            for (int ny = cy - 1; ny <= cy + 1; ny++)
                for (int nx = cx - 1; nx <= cx + 1; nx++) {
                    if (nx < 0 || ny < 0 || nx >= NC || ny >= NC) continue;
                    for (int k = start[ny * NC + nx]; k < start[ny * NC + nx + 1]; k++) {
                        int j = P.sorted[k];
                        double dx = P.x[i] - P.x[j], dy = P.y[i] - P.y[j];
                        r += w_poly6(dx * dx + dy * dy);
                    }
                }
            P.rho[i] = r * (1000.0 / NP * 0.36);
            P.p[i] = eos(P.rho[i]);
        }
        if (step == 0) { /* compare the first step's forces with all pairs */
            forces_host(&H, hax, hay);
        }
#pragma acc parallel loop gang vector present(P, start, ax, ay) async(1)
        for (int i = 0; i < NP; i++) {
            int cx = P.cell[i] % NC, cy = P.cell[i] / NC;
            double fx = 0, fy = 0;
            for (int ny = cy - 1; ny <= cy + 1; ny++)
                for (int nx = cx - 1; nx <= cx + 1; nx++) {
                    if (nx < 0 || ny < 0 || nx >= NC || ny >= NC) continue;
                    for (int k = start[ny * NC + nx]; k < start[ny * NC + nx + 1]; k++) {
                        int j = P.sorted[k];
                        double dx = P.x[i] - P.x[j], dy = P.y[i] - P.y[j], r = sqrt(dx * dx + dy * dy);
                        if (j == i || r >= HSM) continue;
                        double s = -(P.p[i] + P.p[j]) / (2.0 * P.rho[j]) * dw_spiky(r) / r;
                        fx += s * dx;
                        fy += s * dy;
                    }
                }
            ax[i] = fx * (0.36 / NP) / P.rho[i];
            ay[i] = fy * (0.36 / NP) / P.rho[i] - 9.81;
        }
        if (step == 0) {
#pragma acc update self(ax, ay) async(1)
#pragma acc wait(1)
            for (int i = 0; i < NP; i++)
                herr = fmax(herr, fmax(fabs(ax[i] - hax[i]), fabs(ay[i] - hay[i])) /
                                      (1.0 + fabs(hax[i]) + fabs(hay[i])));
        }
        /* the two components advance on two queues */
#pragma acc parallel loop present(P, ax) async(1)
        for (int i = 0; i < NP; i++) push(&P.x[i], &P.vx[i], ax[i]);
#pragma acc parallel loop present(P, ay) async(2) wait(1)
        for (int i = 0; i < NP; i++) push(&P.y[i], &P.vy[i], ay[i]);
#pragma acc wait(1, 2)
        if (step > 0) forces_host(&H, hax, hay);
        for (int i = 0; i < NP; i++) {
            push(&H.x[i], &H.vx[i], hax[i]);
            push(&H.y[i], &H.vy[i], hay[i]);
        }
    }
#pragma acc parallel loop present(P) reduction(+:ekin) reduction(max:rmax)
    for (int i = 0; i < NP; i++) {
        ekin += 0.5 * (P.vx[i] * P.vx[i] + P.vy[i] * P.vy[i]);
        rmax = fmax(rmax, P.rho[i]);
    }
#pragma acc exit data copyout(P.x[0:NP], P.y[0:NP], P.vx[0:NP], P.vy[0:NP], P.rho[0:NP]) \
    delete(P.p[0:NP], P.cell[0:NP], P.sorted[0:NP])
#pragma acc exit data delete(P)

    double xerr = 0, hek = 0;
    for (int i = 0; i < NP; i++) {
        xerr = fmax(xerr, fmax(fabs(P.x[i] - H.x[i]), fabs(P.y[i] - H.y[i])));
        hek += 0.5 * (H.vx[i] * H.vx[i] + H.vy[i] * H.vy[i]);
    }
    CHECK(herr < 1e-9);
    CHECK(xerr < 1e-12);
    CHECK(fabs(ekin - hek) <= 1e-9 * hek);
    CHECK(rmax > 500.0 && rmax < 5000.0);
    printf("sph: force error %.2e, position error %.2e, kinetic %.6e (host %.6e), max rho %.1f\n", herr,
           xerr, ekin, hek, rmax);
    CHECK_DONE();
}

/* The Brusselator reaction-diffusion system (Turing patterns) on a periodic grid, as pattern-
 * formation codes write it (spec 2.16.1 async without an argument, 3.2.11 acc_wait_all, 2.7.10
 * no_create, 2.14.4 update if_present, 2.9.6 collapse, 2.9.11 reduction): the two species are
 * stepped by explicit Euler in a `collapse(2)` loop on the default async queue (`async` with
 * no argument), an optional diagnostics array is named `no_create` (mapped in one run, absent
 * in the other: the loop writes it only when the host says it is there), the host waits with
 * acc_wait_all, and `update self(...) if_present` refreshes the diagnostics only when mapped.
 * Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include <openacc.h>
#include "check.h"
#define NX 40
#define NY 36
#define NN (NX * NY)
#define STEPS 40
#define A_ 1.0
#define B_ 3.0
#define DU 0.2
#define DV 1.6
#define DT 0.01
#define ID(i, j) ((((i) + NX) % NX) * NY + ((j) + NY) % NY)

static void step(const double *restrict u, const double *restrict v, double *restrict un, double *restrict vn,
                 double *restrict diag, int have_diag)
{
#pragma acc parallel loop collapse(2) present(u[0:NN], v[0:NN], un[0:NN], vn[0:NN]) no_create(diag[0:NN]) async
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            int c = ID(i, j);
            double lu = u[ID(i + 1, j)] + u[ID(i - 1, j)] + u[ID(i, j + 1)] + u[ID(i, j - 1)] - 4 * u[c];
            double lv = v[ID(i + 1, j)] + v[ID(i - 1, j)] + v[ID(i, j + 1)] + v[ID(i, j - 1)] - 4 * v[c];
            double r = u[c] * u[c] * v[c];
            un[c] = u[c] + DT * (DU * lu + A_ - (B_ + 1) * u[c] + r);
            vn[c] = v[c] + DT * (DV * lv + B_ * u[c] - r);
            if (have_diag) diag[c] = r;
        }
}

static double run(int have_diag, double *out_u, double *diag_sum)
{
    double *u = malloc(NN * sizeof(double)), *v = malloc(NN * sizeof(double));
    double *un = malloc(NN * sizeof(double)), *vn = malloc(NN * sizeof(double)), *diag = calloc(NN, sizeof(double));
    for (int k = 0; k < NN; k++) {
        u[k] = A_ + 0.05 * sin(0.7 * k) * cos(0.3 * k);
        v[k] = B_ / A_ + 0.05 * cos(1.1 * k);
    }
#pragma acc enter data copyin(u[0:NN], v[0:NN]) create(un[0:NN], vn[0:NN])
    if (have_diag) {
#pragma acc enter data create(diag[0:NN])
    }
    for (int t = 0; t < STEPS; t++) {
        if (t % 2 == 0) step(u, v, un, vn, diag, have_diag);
        else step(un, vn, u, v, diag, have_diag);
    }
    acc_wait_all();
#pragma acc update self(diag[0:NN]) if_present
    double var = 0, mean = 0;
#pragma acc parallel loop reduction(+:mean) present(u[0:NN])
    for (int k = 0; k < NN; k++) mean += u[k];
    mean /= NN;
#pragma acc parallel loop reduction(+:var) present(u[0:NN])
    for (int k = 0; k < NN; k++) var += (u[k] - mean) * (u[k] - mean);
#pragma acc exit data copyout(u[0:NN]) delete(v[0:NN], un[0:NN], vn[0:NN])
    if (have_diag) {
#pragma acc exit data delete(diag[0:NN])
    }
    double ds = 0;
    for (int k = 0; k < NN; k++) { out_u[k] = u[k]; ds += diag[k]; }
    *diag_sum = ds;
    free(u); free(v); free(un); free(vn); free(diag);
    return var;
}

int main(void)
{
    double *u1 = malloc(NN * sizeof(double)), *u0 = malloc(NN * sizeof(double)), *hu = malloc(NN * sizeof(double));
    double d1, d0;
    double var1 = run(1, u1, &d1), var0 = run(0, u0, &d0);
    /* host reference */
    double *u = malloc(NN * sizeof(double)), *v = malloc(NN * sizeof(double)), *un = malloc(NN * sizeof(double)), *vn = malloc(NN * sizeof(double));
    double hd = 0;
    for (int k = 0; k < NN; k++) { u[k] = A_ + 0.05 * sin(0.7 * k) * cos(0.3 * k); v[k] = B_ / A_ + 0.05 * cos(1.1 * k); }
    for (int t = 0; t < STEPS; t++) {
        double *a = t % 2 ? un : u, *b = t % 2 ? vn : v, *c = t % 2 ? u : un, *d = t % 2 ? v : vn;
        hd = 0;
        for (int i = 0; i < NX; i++)
            for (int j = 0; j < NY; j++) {
                int q = ID(i, j);
                double lu = a[ID(i + 1, j)] + a[ID(i - 1, j)] + a[ID(i, j + 1)] + a[ID(i, j - 1)] - 4 * a[q];
                double lv = b[ID(i + 1, j)] + b[ID(i - 1, j)] + b[ID(i, j + 1)] + b[ID(i, j - 1)] - 4 * b[q];
                double r = a[q] * a[q] * b[q];
                c[q] = a[q] + DT * (DU * lu + A_ - (B_ + 1) * a[q] + r);
                d[q] = b[q] + DT * (DV * lv + B_ * a[q] - r);
                hd += r;
            }
    }
    double md = 0, hv = 0, mean = 0;
    for (int k = 0; k < NN; k++) mean += u[k];
    mean /= NN;
    for (int k = 0; k < NN; k++) { md = fmax(md, fabs(u1[k] - u[k]) + fabs(u0[k] - u[k])); hv += (u[k] - mean) * (u[k] - mean); }
    CHECK(md < 1e-10);
    CHECK(fabs(var1 - hv) < 1e-9 * (hv + 1e-12) + 1e-15 && fabs(var0 - hv) < 1e-9 * (hv + 1e-12) + 1e-15);
    CHECK(fabs(d1 - hd) < 1e-9 * hd); /* the mapped diagnostics came back */
    CHECK(d0 == 0.0);                  /* the unmapped ones were never written */
    free(u1); free(u0); free(hu); free(u); free(v); free(un); free(vn);
    CHECK_DONE();
}

/* HPCG's forward Gauss-Seidel sweep over a CSR matrix in a `kernels` construct (pointers not
 * restrict): until 2026-11-29 the row loop ran on the host with a kernel launch per row; since
 * then it is one kernel of one gang whose rows are vector reductions (kernels4, as nvc).
 * Build with two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>
#define NX 64
#define NROW (NX * NX)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static void sweep(int n, const int *rp, const int *col, const double *v, const double *d,
                  const double *b, double *x) {
#pragma acc kernels present(rp[0:n+1], col[0:rp[n]], v[0:rp[n]], d[0:n], b[0:n], x[0:n])
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int e = rp[i]; e < rp[i + 1]; e++) s -= v[e] * x[col[e]];
        x[i] = (s + d[i] * x[i]) / d[i];
    }
}
int main(void) {
    int *rp = malloc(sizeof(int) * (NROW + 1)), *col = malloc(sizeof(int) * 5 * NROW);
    double *v = malloc(sizeof(double) * 5 * NROW), *d = malloc(sizeof(double) * NROW);
    double *b = malloc(sizeof(double) * NROW), *x = malloc(sizeof(double) * NROW), *y = malloc(sizeof(double) * NROW);
    int nz = 0;
    for (int i = 0; i < NROW; i++) {
        int r = i / NX, c = i % NX;
        rp[i] = nz;
        int nb[5] = {i - NX, i - 1, i, i + 1, i + NX};
        int ok[5] = {r > 0, c > 0, 1, c < NX - 1, r < NX - 1};
        for (int k = 0; k < 5; k++)
            if (ok[k]) { col[nz] = nb[k]; v[nz] = nb[k] == i ? 4.0 : -1.0; nz++; }
        d[i] = 4.0;
        b[i] = 1.0 + (i % 7);
        x[i] = y[i] = 0;
    }
    rp[NROW] = nz;
    double best = 1e9;
    const int SWEEPS = 5;
#pragma acc data copyin(rp[0:NROW+1], col[0:nz], v[0:nz], d[0:NROW], b[0:NROW]) copy(x[0:NROW])
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now();
        for (int s = 0; s < SWEEPS; s++) sweep(NROW, rp, col, v, d, b, x);
        double t = now() - t0;
        if (rep >= 1 && t < best) best = t;
    }
    /* The same 25 sweeps on the host. */
    for (int s = 0; s < 5 * SWEEPS; s++)
        for (int i = 0; i < NROW; i++) {
            double a = b[i];
            for (int e = rp[i]; e < rp[i + 1]; e++) a -= v[e] * y[col[e]];
            y[i] = (a + d[i] * y[i]) / d[i];
        }
    int bad = 0;
    for (int i = 0; i < NROW; i++) bad += fabs(x[i] - y[i]) > 1e-9 * (1 + fabs(y[i]));
    printf("Gauss-Seidel in kernels, %d rows, best ms per sweep: %.3f  %s\n", NROW, best * 1e3 / SWEEPS,
           bad ? "WRONG" : "ok");
    return bad != 0;
}

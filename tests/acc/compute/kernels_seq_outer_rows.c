/* kernels (OpenACC 3.3, 2.5.3, 2.9.5, 2.9.11): a loop carrying a dependence around row
 * reductions runs as ONE kernel, the loop in sequence inside it and each row's reduction over
 * the gang's vector lanes, as nvc makes it: HPCG's symmetric Gauss-Seidel (forward and back
 * sweeps writing x, which later rows read) and a CSR SpMV / PageRank step whose pointers are
 * not `restrict` (y may alias what the rows read). They were host loops launching two
 * kernels per row. Rows of 0, 1 and 2 neighbours, odd sizes, an empty matrix (zero trips),
 * a row sum held in a variable declared outside the construct. A time loop around sweeps
 * without reductions keeps its host loop (kernels_host_outer_loop.c). The .minfo beside
 * this file is the schedule. */
#include <math.h>
#include <stdlib.h>
#include "check.h"

static void symgs(int n, const int *rowptr, const int *col, const double *val,
                  const double *d, const double *b, double *x) {
#pragma acc kernels copyin(rowptr[0:n+1], col[0:rowptr[n]], val[0:rowptr[n]], d[0:n], b[0:n]) copy(x[0:n])
    {
        for (int i = 0; i < n; i++) {
            double s = b[i];
            for (int e = rowptr[i]; e < rowptr[i + 1]; e++)
                s -= val[e] * x[col[e]];
            x[i] = s / d[i];
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = b[i];
            for (int e = rowptr[i]; e < rowptr[i + 1]; e++)
                s -= val[e] * x[col[e]];
            x[i] = s / d[i];
        }
    }
}

static void spmv(int n, const int *rowptr, const int *col, const double *val,
                 const double *x, double *y) {
    double s;
#pragma acc kernels copyin(rowptr[0:n+1], col[0:rowptr[n]], val[0:rowptr[n]], x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        s = 0;
        for (int e = rowptr[i]; e < rowptr[i + 1]; e++)
            s += val[e] * x[col[e]];
        y[i] = 0.15 + 0.85 * s;
    }
}

/* The same sweeps on the host, as C runs them. */
static void symgs_ref(int n, const int *rowptr, const int *col, const double *val,
                      const double *d, const double *b, double *x) {
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int e = rowptr[i]; e < rowptr[i + 1]; e++) s -= val[e] * x[col[e]];
        x[i] = s / d[i];
    }
    for (int i = n - 1; i >= 0; i--) {
        double s = b[i];
        for (int e = rowptr[i]; e < rowptr[i + 1]; e++) s -= val[e] * x[col[e]];
        x[i] = s / d[i];
    }
}

static void run(int n, int width) {
    int *rp = malloc((n + 1) * sizeof(int));
    int *col = malloc((2 * width * n + 1) * sizeof(int));
    double *val = malloc((2 * width * n + 1) * sizeof(double));
    double *d = malloc((n + 1) * sizeof(double)), *b = malloc((n + 1) * sizeof(double));
    double *x = malloc((n + 1) * sizeof(double)), *xr = malloc((n + 1) * sizeof(double));
    double *y = malloc((n + 1) * sizeof(double));
    int k = 0;
    for (int i = 0; i < n; i++) {
        rp[i] = k;
        for (int j = i - width; j <= i + width; j++)
            if (j >= 0 && j < n && j != i) {
                col[k] = j;
                val[k] = 0.25 + 0.01 * (j % 5);
                k++;
            }
        d[i] = 4 + i % 3;
        b[i] = i % 7 - 3;
        x[i] = xr[i] = 0;
        y[i] = -1;
    }
    rp[n] = k;
    for (int sweep = 0; sweep < 3; sweep++) {
        symgs(n, rp, col, val, d, b, x);
        symgs_ref(n, rp, col, val, d, b, xr);
    }
    for (int i = 0; i < n; i++) CHECK(fabs(x[i] - xr[i]) < 1e-12);
    spmv(n, rp, col, val, x, y);
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) s += val[e] * x[col[e]];
        CHECK(fabs(y[i] - (0.15 + 0.85 * s)) < 1e-12);
    }
    free(rp); free(col); free(val); free(d); free(b); free(x); free(xr); free(y);
}

/* The row loop's variable declared outside and read after the construct keeps C's final
 * value (such a loop stays on the host); a scalar summed over the rows. */
static void outside(int n) {
    int rp[9], col[16], i;
    double x[8], t = 0;
    int k = 0;
    for (int r = 0; r < n; r++) {
        rp[r] = k;
        if (r > 0) { col[k] = r - 1; k++; }
        x[r] = r + 1;
    }
    rp[n] = k;
#pragma acc kernels copyin(rp, col) copy(x, t, i)
    for (i = 0; i < n; i++) {
        double s = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) s += x[col[e]];
        x[i] += s;
        t += s;
    }
    CHECK(i == n);
    double xr[8], tr = 0;
    for (int r = 0; r < n; r++) xr[r] = r + 1;
    for (int r = 1; r < n; r++) { tr += xr[r - 1]; xr[r] += xr[r - 1]; }
    CHECK(t == tr);
    for (int r = 0; r < n; r++) CHECK(x[r] == xr[r]);
    int j;
    double u = 0;
#pragma acc kernels copyin(rp, col) copy(x, u)
    for (j = 0; j < n; j++) {
        double s = 0;
        for (int e = rp[j]; e < rp[j + 1]; e++) s += x[col[e]];
        x[j] = s;
        u += s;
    }
    double ur = 0;
    for (int r = 0; r < n; r++) {
        double s = r > 0 ? xr[r - 1] : 0;
        xr[r] = s;
        ur += s;
    }
    CHECK(u == ur);
    for (int r = 0; r < n; r++) CHECK(x[r] == xr[r]);
}

int main(void) {
    outside(8);
    outside(0);
    run(37, 1);
    run(301, 2);
    run(1, 1);
    run(5, 0);
    run(0, 1);
    CHECK_DONE();
}

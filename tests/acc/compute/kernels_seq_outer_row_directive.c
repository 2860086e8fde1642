/* kernels (OpenACC 3.3, 2.5.3, 2.9.5, 2.9.11): Gauss-Seidel whose row loop carries its own
 * `loop reduction(+:s)` directive (as users write it for nvc) runs as ONE kernel, the row
 * loop in sequence inside it and each row's reduction over the gang's vector lanes, like the
 * form without the directive (kernels_seq_outer_rows.c). It was a host loop launching a
 * kernel and a serial kernel per row. Forward and backward sweeps, `loop vector
 * reduction(...)` and `loop independent reduction(...)`, rows of 0..4 neighbours, odd sizes,
 * an empty matrix (zero trips), a reduced variable declared outside the construct and read
 * after it (kernels_seq_outer_live_out.c). The same shapes with a real dependence stay
 * sequential: a `loop seq` row, a row loop that scatters into x. The .minfo beside this file
 * is the schedule. */
#include <math.h>
#include <stdlib.h>
#include "check.h"

/* Sums taken over the vector lanes add in another order than C. */
#define NEAR(a, b) (fabs((a) - (b)) <= 1e-12 * (1 + fabs(b)))

static void symgs(int n, const int *rp, const int *c, const double *v, const double *d,
                  const double *b, double *x) {
#pragma acc kernels copyin(rp[0:n+1], c[0:rp[n]], v[0:rp[n]], d[0:n], b[0:n]) copy(x[0:n])
    {
        for (int i = 0; i < n; i++) {
            double s = b[i];
#pragma acc loop reduction(+:s)
            for (int e = rp[i]; e < rp[i + 1]; e++)
                s -= v[e] * x[c[e]];
            x[i] = s / d[i];
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = b[i];
#pragma acc loop vector reduction(+:s)
            for (int e = rp[i]; e < rp[i + 1]; e++)
                s -= v[e] * x[c[e]];
            x[i] = s / d[i];
        }
    }
}

/* A max over the row with `independent` (the user's word decides, 2.9.6). */
static void rowmax(int n, const int *rp, const int *c, const double *v, double *x) {
#pragma acc kernels copyin(rp[0:n+1], c[0:rp[n]], v[0:rp[n]]) copy(x[0:n])
    for (int i = 0; i < n; i++) {
        double m = x[i];
        _Pragma("acc loop independent reduction(max:m)")
        for (int e = rp[i]; e < rp[i + 1]; e++)
            m = fmax(m, v[e] * x[c[e]]);
        x[i] = m * 0.5;
    }
}

/* Real dependences: the row loop marked seq, a scatter into x inside the row loop. */
static void seq_rows(int n, const int *rp, const int *c, const double *v, double *x) {
#pragma acc kernels copyin(rp[0:n+1], c[0:rp[n]], v[0:rp[n]]) copy(x[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0;
#pragma acc loop seq reduction(+:s)
        for (int e = rp[i]; e < rp[i + 1]; e++)
            s += v[e] * x[c[e]];
        x[i] += s;
    }
}

static void scatter(int n, const int *rp, const int *c, const double *v, double *x) {
#pragma acc kernels copyin(rp[0:n+1], c[0:rp[n]], v[0:rp[n]]) copy(x[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0;
#pragma acc loop reduction(+:s)
        for (int e = rp[i]; e < rp[i + 1]; e++) {
            s += v[e] * x[c[e]];
            x[c[e]] += 0.125;
        }
        x[i] += s;
    }
}

/* The row loop's reduced variable declared outside and read after the construct: its last
 * row's sum is C's value. */
static double outside(int n, const int *rp, const int *c, const double *v, double *x) {
    double s = -1;
#pragma acc kernels copyin(rp[0:n+1], c[0:rp[n]], v[0:rp[n]]) copy(x[0:n])
    for (int i = 0; i < n; i++) {
        s = 0;
#pragma acc loop reduction(+:s)
        for (int e = rp[i]; e < rp[i + 1]; e++)
            s += v[e] * x[c[e]];
        x[i] = s / 4;
    }
    return s;
}

static void run(int n, int width) {
    int *rp = malloc((n + 1) * sizeof(int));
    int *c = malloc((2 * width * n + 1) * sizeof(int));
    double *v = malloc((2 * width * n + 1) * sizeof(double));
    double *d = malloc((n + 1) * sizeof(double)), *b = malloc((n + 1) * sizeof(double));
    double *x = malloc((n + 1) * sizeof(double)), *xr = malloc((n + 1) * sizeof(double));
    int k = 0;
    for (int i = 0; i < n; i++) {
        rp[i] = k;
        for (int j = i - width; j <= i + width; j++)
            if (j >= 0 && j < n && j != i) {
                c[k] = j;
                v[k] = 0.25 + 0.01 * (j % 5);
                k++;
            }
        d[i] = 4 + i % 3;
        b[i] = i % 7 - 3;
        x[i] = xr[i] = 0;
    }
    rp[n] = k;
    for (int sweep = 0; sweep < 3; sweep++) {
        symgs(n, rp, c, v, d, b, x);
        for (int i = 0; i < n; i++) {
            double s = b[i];
            for (int e = rp[i]; e < rp[i + 1]; e++) s -= v[e] * xr[c[e]];
            xr[i] = s / d[i];
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = b[i];
            for (int e = rp[i]; e < rp[i + 1]; e++) s -= v[e] * xr[c[e]];
            xr[i] = s / d[i];
        }
    }
    for (int i = 0; i < n; i++) CHECK(NEAR(x[i], xr[i]));

    for (int i = 0; i < n; i++) x[i] = xr[i] = i % 5 - 2;
    rowmax(n, rp, c, v, x);
    for (int i = 0; i < n; i++) {
        double m = xr[i];
        for (int e = rp[i]; e < rp[i + 1]; e++) m = fmax(m, v[e] * xr[c[e]]);
        xr[i] = m * 0.5;
    }
    for (int i = 0; i < n; i++) CHECK(x[i] == xr[i]);

    for (int i = 0; i < n; i++) x[i] = xr[i] = i % 3 + 1;
    seq_rows(n, rp, c, v, x);
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) s += v[e] * xr[c[e]];
        xr[i] += s;
    }
    for (int i = 0; i < n; i++) CHECK(NEAR(x[i], xr[i]));

    for (int i = 0; i < n; i++) x[i] = xr[i] = i % 3 + 1;
    scatter(n, rp, c, v, x);
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) {
            s += v[e] * xr[c[e]];
            xr[c[e]] += 0.125;
        }
        xr[i] += s;
    }
    for (int i = 0; i < n; i++) CHECK(NEAR(x[i], xr[i]));

    for (int i = 0; i < n; i++) x[i] = xr[i] = i % 4;
    double s = outside(n, rp, c, v, x), sr = -1;
    for (int i = 0; i < n; i++) {
        sr = 0;
        for (int e = rp[i]; e < rp[i + 1]; e++) sr += v[e] * xr[c[e]];
        xr[i] = sr / 4;
    }
    CHECK(NEAR(s, sr));
    for (int i = 0; i < n; i++) CHECK(NEAR(x[i], xr[i]));
    free(rp); free(c); free(v); free(d); free(b); free(x); free(xr);
}

int main(void) {
    run(37, 1);
    run(301, 2);
    run(1, 1);
    run(5, 0);
    run(0, 1);
    run(257, 4);
    CHECK_DONE();
}

/* LU decomposition without pivoting (Doolittle, right-looking) of a diagonally dominant matrix,
 * then forward and back substitution, as numerical codes port it: the matrix a VLA parameter
 * `double a[n][n]` (C99 6.7.6.2), the factorisation a host loop over k inside a `data` region
 * (2.6.5) with, per k, one `parallel loop gang` over the rows below the pivot whose multiplier
 * is stored before a `loop vector` updates the row (2.9.2, 2.9.4); the triangular solves in a
 * `serial` construct (2.5.2) calling `routine seq` helpers; the residual of A x = b by
 * `reduction(+:)` and `reduction(max:)` on a gang loop around a vector `reduction(+:s)`. L, U and x
 * must match the same factorisation in plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NN 96

#pragma acc routine seq
static void forward(int n, const double a[n][n], const double *b, double *y)
{
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int j = 0; j < i; j++) s -= a[i][j] * y[j];
        y[i] = s; /* L has a unit diagonal */
    }
}

#pragma acc routine seq
static void backward(int n, const double a[n][n], const double *y, double *x)
{
    for (int i = n - 1; i >= 0; i--) {
        double s = y[i];
        for (int j = i + 1; j < n; j++) s -= a[i][j] * x[j];
        x[i] = s / a[i][i];
    }
}

static void lu_acc(int n, double a[n][n], const double *b, double *x, double *y)
{
#pragma acc data copy(a[0:n][0:n]) copyin(b[0:n]) copyout(x[0:n]) create(y[0:n])
    {
        for (int k = 0; k < n - 1; k++) {
#pragma acc parallel loop gang present(a[0:n][0:n])
            for (int i = k + 1; i < n; i++) {
                double l = a[i][k] / a[k][k];
                a[i][k] = l;
#pragma acc loop vector
                for (int j = k + 1; j < n; j++) a[i][j] -= l * a[k][j];
            }
        }
#pragma acc serial present(a[0:n][0:n], b[0:n], x[0:n], y[0:n])
        {
            forward(n, a, b, y);
            backward(n, a, y, x);
        }
    }
}

static void lu_host(int n, double a[n][n])
{
    for (int k = 0; k < n - 1; k++)
        for (int i = k + 1; i < n; i++) {
            double l = a[i][k] / a[k][k];
            a[i][k] = l;
            for (int j = k + 1; j < n; j++) a[i][j] -= l * a[k][j];
        }
}

static double residual(int n, double a0[n][n], const double *x, const double *b, double *worst)
{
    double r2 = 0.0, mx = 0.0;
#pragma acc parallel loop gang copyin(a0[0:n][0:n], x[0:n], b[0:n]) reduction(+:r2) reduction(max:mx)
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < n; j++) s += a0[i][j] * x[j];
        r2 += (s - b[i]) * (s - b[i]);
        mx = fmax(mx, fabs(s - b[i]));
    }
    *worst = mx;
    return sqrt(r2);
}

int main(void)
{
    int n = NN;
    double (*a)[n] = malloc(sizeof(double[n][n])), (*h)[n] = malloc(sizeof(double[n][n]));
    double (*a0)[n] = malloc(sizeof(double[n][n]));
    double *b = malloc(n * sizeof(double)), *x = malloc(n * sizeof(double));
    double *y = malloc(n * sizeof(double)), *xh = malloc(n * sizeof(double));
    double *yh = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) {
        double rs = 0;
        for (int j = 0; j < n; j++) {
            a[i][j] = (i == j) ? 0.0 : sin(0.37 * i + 0.11 * j) / (1 + abs(i - j));
            rs += fabs(a[i][j]);
        }
        a[i][i] = rs + 1.0 + 0.01 * i;
        b[i] = cos(0.05 * i);
    }
    memcpy(h, a, sizeof(double[n][n]));
    memcpy(a0, a, sizeof(double[n][n]));
    lu_acc(n, a, b, x, y);
    lu_host(n, h);
    forward(n, h, b, yh);
    backward(n, h, yh, xh);
    double elu = 0, ex = 0;
    for (int i = 0; i < n; i++) {
        ex = fmax(ex, fabs(x[i] - xh[i]));
        for (int j = 0; j < n; j++) elu = fmax(elu, fabs(a[i][j] - h[i][j]));
    }
    double worst, res = residual(n, a0, x, b, &worst);
    CHECK(elu < 1e-12);
    CHECK(ex < 1e-12);
    CHECK(res < 1e-10 && worst <= res);
    printf("lu: |LU - host| %.2e, |x - host| %.2e, residual %.2e\n", elu, ex, res);
    CHECK_DONE();
}

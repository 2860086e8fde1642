/* Chebyshev semi-iteration for a 2-D Poisson problem, written the way codes that mix OpenACC
 * with device libraries structure it: the solver's vector kernels (5-point operator, residual
 * norm, three-term update) are helper functions taking *device* pointers and launching
 * `parallel loop deviceptr(...)` constructs (2.7.3), called from inside `host_data
 * use_device(...)` (2.8) in the driver, where the arrays live in a `data` region; the norm a
 * `+` reduction returned to the host. The eigenvalue bounds of the operator are known in closed
 * form. Checked against the host's identical iteration and by the residual's decrease. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NN 48
#define ITERS 60
#define ID(i, j) ((i) * (NN + 2) + (j))
#define SZ ((NN + 2) * (NN + 2))

static void apply_A(const double *d_x, double *d_y)
{
#pragma acc parallel loop collapse(2) deviceptr(d_x, d_y)
    for (int i = 1; i <= NN; i++)
        for (int j = 1; j <= NN; j++)
            d_y[ID(i, j)] = 4 * d_x[ID(i, j)] - d_x[ID(i - 1, j)] - d_x[ID(i + 1, j)] - d_x[ID(i, j - 1)] - d_x[ID(i, j + 1)];
}

static double resid(const double *d_b, const double *d_ax, double *d_r)
{
    double s = 0;
#pragma acc parallel loop collapse(2) deviceptr(d_b, d_ax, d_r) reduction(+:s)
    for (int i = 1; i <= NN; i++)
        for (int j = 1; j <= NN; j++) {
            double r = d_b[ID(i, j)] - d_ax[ID(i, j)];
            d_r[ID(i, j)] = r;
            s += r * r;
        }
    return sqrt(s);
}

static void cheb_update(double *d_x, double *d_p, const double *d_r, double alpha, double beta)
{
#pragma acc parallel loop deviceptr(d_x, d_p, d_r)
    for (int k = 0; k < SZ; k++) {
        d_p[k] = d_r[k] + beta * d_p[k];
        d_x[k] += alpha * d_p[k];
    }
}

static void host_iter(double *x, double *p, double *r, double *ax, const double *b, double alpha, double beta, double *nr)
{
    for (int i = 1; i <= NN; i++)
        for (int j = 1; j <= NN; j++)
            ax[ID(i, j)] = 4 * x[ID(i, j)] - x[ID(i - 1, j)] - x[ID(i + 1, j)] - x[ID(i, j - 1)] - x[ID(i, j + 1)];
    double s = 0;
    for (int i = 1; i <= NN; i++)
        for (int j = 1; j <= NN; j++) { double q = b[ID(i, j)] - ax[ID(i, j)]; r[ID(i, j)] = q; s += q * q; }
    *nr = sqrt(s);
    for (int k = 0; k < SZ; k++) { p[k] = r[k] + beta * p[k]; x[k] += alpha * p[k]; }
}

int main(void)
{
    double *x = calloc(SZ, sizeof(double)), *p = calloc(SZ, sizeof(double)), *r = calloc(SZ, sizeof(double));
    double *ax = calloc(SZ, sizeof(double)), *b = calloc(SZ, sizeof(double));
    double *hx = calloc(SZ, sizeof(double)), *hp = calloc(SZ, sizeof(double)), *hr = calloc(SZ, sizeof(double)), *hax = calloc(SZ, sizeof(double));
    for (int i = 1; i <= NN; i++)
        for (int j = 1; j <= NN; j++) b[ID(i, j)] = sin(M_PI * i / (NN + 1)) * sin(2 * M_PI * j / (NN + 1)) + 0.1;
    double h = M_PI / (NN + 1);
    double lmin = 8 * sin(h / 2) * sin(h / 2), lmax = 8 * cos(h / 2) * cos(h / 2);
    double theta = (lmax + lmin) / 2, delta = (lmax - lmin) / 2, sigma = theta / delta;
    double rho = 1 / sigma, alpha = 1 / theta, beta = 0;
    double r0 = 0, rn = 0, maxdiff = 0;
#pragma acc data copy(x[0:SZ]) copyin(p[0:SZ], r[0:SZ], ax[0:SZ], b[0:SZ])
    for (int it = 0; it < ITERS; it++) {
        double nr;
#pragma acc host_data use_device(x, p, r, ax, b)
        {
            apply_A(x, ax);
            nr = resid(b, ax, r);
            cheb_update(x, p, r, alpha, beta);
        }
        double hn;
        host_iter(hx, hp, hr, hax, b, alpha, beta, &hn);
        maxdiff = fmax(maxdiff, fabs(hn - nr) / hn);
        if (it == 0) r0 = nr;
        rn = nr;
        /* next Chebyshev coefficients */
        double rho_new = 1 / (2 * sigma - rho);
        beta = rho * rho_new;
        alpha = 2 * rho_new / delta;
        rho = rho_new;
        if (it == 0) { beta = rho * rho / 2; alpha = 1 / (theta - delta * delta / (2 * theta)); }
    }
    double err = 0;
    for (int k = 0; k < SZ; k++) err = fmax(err, fabs(x[k] - hx[k]));
    CHECK(maxdiff < 1e-10);
    CHECK(err < 1e-10);
    CHECK(rn < 0.2 * r0);
    free(x); free(p); free(r); free(ax); free(b); free(hx); free(hp); free(hr); free(hax);
    CHECK_DONE();
}

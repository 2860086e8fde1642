/* TeaLeaf-style implicit heat conduction by conjugate gradients, written as TeaLeaf's OpenACC
 * kernels are: one `data` region in the driver (copyin of the density and energy, create of
 * the work vectors), kernel functions taking raw `restrict` pointers with `kernels present(...)`
 * and `loop independent collapse(2)` (scalar reductions for the dot products), a `kernels`
 * loop without `independent` for the face conductivities, halo cells of width 1 via an
 * indexing macro, and the residual norm brought back by `update self` every few iterations.
 * The solution is checked by the host: the residual ||A u - u0|| is computed from the device
 * result after `copyout`. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define X 24
#define Y 20
#define W (X + 2)
#define IX(j, k) ((k) * W + (j))
#define N ((X + 2) * (Y + 2))
#define MAXIT 200
#define CHECK_EVERY 5

static void init_kx_ky(const double *restrict den, double *restrict kx, double *restrict ky, double rx, double ry)
{
#pragma acc kernels present(den[0:N], kx[0:N], ky[0:N])
    for (int k = 1; k <= Y + 1; k++)
        for (int j = 1; j <= X + 1; j++) {
            kx[IX(j, k)] = rx * (den[IX(j - 1, k)] + den[IX(j, k)]) / (2.0 * den[IX(j - 1, k)] * den[IX(j, k)]);
            ky[IX(j, k)] = ry * (den[IX(j, k - 1)] + den[IX(j, k)]) / (2.0 * den[IX(j, k - 1)] * den[IX(j, k)]);
        }
}

static double apply_a(const double *restrict x, double *restrict w, const double *restrict kx,
                      const double *restrict ky, const double *restrict p)
{
    double pw = 0.0;
#pragma acc kernels present(x[0:N], w[0:N], kx[0:N], ky[0:N], p[0:N])
#pragma acc loop independent collapse(2) reduction(+:pw)
    for (int k = 1; k <= Y; k++)
        for (int j = 1; j <= X; j++) {
            double v = (1.0 + (ky[IX(j, k + 1)] + ky[IX(j, k)]) + (kx[IX(j + 1, k)] + kx[IX(j, k)])) * x[IX(j, k)]
                       - (ky[IX(j, k + 1)] * x[IX(j, k + 1)] + ky[IX(j, k)] * x[IX(j, k - 1)])
                       - (kx[IX(j + 1, k)] * x[IX(j + 1, k)] + kx[IX(j, k)] * x[IX(j - 1, k)]);
            w[IX(j, k)] = v;
            pw += p[IX(j, k)] * v;
        }
    return pw;
}

static double cg_init(const double *restrict u, const double *restrict u0, double *restrict r,
                      double *restrict p, double *restrict w, const double *restrict kx, const double *restrict ky)
{
    apply_a(u, w, kx, ky, u);
    double rro = 0.0;
#pragma acc kernels present(u0[0:N], r[0:N], p[0:N], w[0:N])
#pragma acc loop independent collapse(2) reduction(+:rro)
    for (int k = 1; k <= Y; k++)
        for (int j = 1; j <= X; j++) {
            r[IX(j, k)] = u0[IX(j, k)] - w[IX(j, k)];
            p[IX(j, k)] = r[IX(j, k)];
            rro += r[IX(j, k)] * r[IX(j, k)];
        }
    return rro;
}

static double cg_calc_ur(double alpha, double *restrict u, double *restrict r, const double *restrict p, const double *restrict w)
{
    double rrn = 0.0;
#pragma acc kernels present(u[0:N], r[0:N], p[0:N], w[0:N])
#pragma acc loop independent collapse(2) reduction(+:rrn)
    for (int k = 1; k <= Y; k++)
        for (int j = 1; j <= X; j++) {
            u[IX(j, k)] += alpha * p[IX(j, k)];
            r[IX(j, k)] -= alpha * w[IX(j, k)];
            rrn += r[IX(j, k)] * r[IX(j, k)];
        }
    return rrn;
}

static void cg_calc_p(double beta, double *restrict p, const double *restrict r)
{
#pragma acc kernels present(p[0:N], r[0:N])
#pragma acc loop independent collapse(2)
    for (int k = 1; k <= Y; k++)
        for (int j = 1; j <= X; j++) p[IX(j, k)] = r[IX(j, k)] + beta * p[IX(j, k)];
}

int main(void)
{
    double *den = malloc(N * sizeof(double)), *u = malloc(N * sizeof(double)), *u0 = malloc(N * sizeof(double));
    double *r = calloc(N, sizeof(double)), *p = calloc(N, sizeof(double)), *w = calloc(N, sizeof(double));
    double *kx = calloc(N, sizeof(double)), *ky = calloc(N, sizeof(double));
    for (int k = 0; k < Y + 2; k++)
        for (int j = 0; j < W; j++) {
            den[IX(j, k)] = (j > X / 2 && k > Y / 3) ? 10.0 : 0.2 + 0.01 * ((j * 3 + k) % 7);
            u0[IX(j, k)] = den[IX(j, k)] * ((j < 5) ? 25.0 : 1.0);
            u[IX(j, k)] = u0[IX(j, k)];
        }
    double rx = 0.04 * 4.0, ry = 0.04 * 3.0, rro = 0, rrn = 1;
    int it, checks = 0;
    double norm_seen = -1;
#pragma acc data copyin(den[0:N], u0[0:N]) copy(u[0:N]) create(kx[0:N], ky[0:N]) \
    copy(r[0:N], p[0:N], w[0:N])
    {
        init_kx_ky(den, kx, ky, rx, ry);
        rro = cg_init(u, u0, r, p, w, kx, ky);
        double rr0 = rro;
        for (it = 1; it <= MAXIT; it++) {
            double pw = apply_a(p, w, kx, ky, p);
            double alpha = rro / pw;
            rrn = cg_calc_ur(alpha, u, r, p, w);
            double beta = rrn / rro;
            cg_calc_p(beta, p, r);
            rro = rrn;
            if (it % CHECK_EVERY == 0) {
#pragma acc update self(r[0:N])
                double s = 0;
                for (int k = 1; k <= Y; k++)
                    for (int j = 1; j <= X; j++) s += r[IX(j, k)] * r[IX(j, k)];
                norm_seen = s;
                checks++;
                if (sqrt(s) < 1e-11 * sqrt(rr0)) break;
            }
        }
#pragma acc update self(kx[0:N], ky[0:N])
    }
    CHECK(checks > 0 && it < MAXIT);
    CHECK(fabs(norm_seen - rrn) <= 1e-6 * fabs(rrn) + 1e-30);
    /* host residual of the device's solution */
    double res = 0, b2 = 0;
    for (int k = 1; k <= Y; k++)
        for (int j = 1; j <= X; j++) {
            double v = (1.0 + (ky[IX(j, k + 1)] + ky[IX(j, k)]) + (kx[IX(j + 1, k)] + kx[IX(j, k)])) * u[IX(j, k)]
                       - (ky[IX(j, k + 1)] * u[IX(j, k + 1)] + ky[IX(j, k)] * u[IX(j, k - 1)])
                       - (kx[IX(j + 1, k)] * u[IX(j + 1, k)] + kx[IX(j, k)] * u[IX(j - 1, k)]);
            res += (v - u0[IX(j, k)]) * (v - u0[IX(j, k)]);
            b2 += u0[IX(j, k)] * u0[IX(j, k)];
        }
    CHECK(sqrt(res) < 1e-8 * sqrt(b2));
    /* the conductivities against the host formula */
    double kd = 0;
    for (int k = 1; k <= Y + 1; k++)
        for (int j = 1; j <= X + 1; j++)
            kd = fmax(kd, fabs(kx[IX(j, k)] - rx * (den[IX(j - 1, k)] + den[IX(j, k)]) / (2.0 * den[IX(j - 1, k)] * den[IX(j, k)])));
    CHECK(kd < 1e-14);
    free(den); free(u); free(u0); free(r); free(p); free(w); free(kx); free(ky);
    CHECK_DONE();
}

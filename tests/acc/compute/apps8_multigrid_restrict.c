/* A 3-D Poisson solve without FFTs, as a two-grid multigrid cycle is ported to OpenACC with
 * `kernels`: weighted-Jacobi smoothing on the fine grid, the residual, full-weighting
 * restriction (27-point) to the coarse grid, coarse smoothing, trilinear prolongation and
 * correction; each a `kernels loop independent collapse(3)` (2.9.1, 2.9.9) on flat arrays
 * indexed by a macro, in one `data` region (`create` for the scratch grids, 2.7.4) with the
 * residual norm a `reduction(max:)` (2.5.15). Checked against the host. */
#include <math.h>
#include "check.h"
#define NF 17
#define NC 9
#define I3(n, i, j, k) (((i) * (n) + (j)) * (n) + (k))

static void smooth(int n, double h2, const double *f, const double *u, double *un)
{
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            for (int k = 1; k < n - 1; k++)
                un[I3(n, i, j, k)] = u[I3(n, i, j, k)] + (2.0 / 3.0) * ((u[I3(n, i - 1, j, k)] + u[I3(n, i + 1, j, k)] + u[I3(n, i, j - 1, k)] + u[I3(n, i, j + 1, k)] + u[I3(n, i, j, k - 1)] + u[I3(n, i, j, k + 1)] - h2 * f[I3(n, i, j, k)]) / 6.0 - u[I3(n, i, j, k)]);
}

static double host_cycle(double *u, double *un, const double *f, double *r, double *rc, double *ec, double *ecn, double h)
{
    double h2 = h * h;
    for (int s = 0; s < 2; s++) {
        smooth(NF, h2, f, u, un);
        for (int i = 1; i < NF - 1; i++) for (int j = 1; j < NF - 1; j++) for (int k = 1; k < NF - 1; k++) u[I3(NF, i, j, k)] = un[I3(NF, i, j, k)];
    }
    for (int i = 1; i < NF - 1; i++)
        for (int j = 1; j < NF - 1; j++)
            for (int k = 1; k < NF - 1; k++)
                r[I3(NF, i, j, k)] = f[I3(NF, i, j, k)] - (u[I3(NF, i - 1, j, k)] + u[I3(NF, i + 1, j, k)] + u[I3(NF, i, j - 1, k)] + u[I3(NF, i, j + 1, k)] + u[I3(NF, i, j, k - 1)] + u[I3(NF, i, j, k + 1)] - 6.0 * u[I3(NF, i, j, k)]) / h2;
    for (int I = 1; I < NC - 1; I++)
        for (int J = 1; J < NC - 1; J++)
            for (int K = 1; K < NC - 1; K++) {
                double s = 0.0;
                for (int a = -1; a <= 1; a++)
                    for (int b = -1; b <= 1; b++)
                        for (int c = -1; c <= 1; c++)
                            s += r[I3(NF, 2 * I + a, 2 * J + b, 2 * K + c)] * (double)((2 - abs(a)) * (2 - abs(b)) * (2 - abs(c))) / 64.0;
                rc[I3(NC, I, J, K)] = s;
            }
    for (int q = 0; q < NC * NC * NC; q++) ec[q] = 0.0;
    for (int s = 0; s < 6; s++) {
        smooth(NC, 4 * h2, rc, ec, ecn);
        for (int i = 1; i < NC - 1; i++) for (int j = 1; j < NC - 1; j++) for (int k = 1; k < NC - 1; k++) ec[I3(NC, i, j, k)] = ecn[I3(NC, i, j, k)];
    }
    double mx = 0.0;
    for (int i = 1; i < NF - 1; i++)
        for (int j = 1; j < NF - 1; j++)
            for (int k = 1; k < NF - 1; k++) {
                int I = i / 2, J = j / 2, K = k / 2;
                double wi = (i % 2) * 0.5, wj = (j % 2) * 0.5, wk = (k % 2) * 0.5;
                double e = 0.0;
                for (int a = 0; a <= 1; a++)
                    for (int b = 0; b <= 1; b++)
                        for (int c = 0; c <= 1; c++)
                            e += (a ? wi : 1.0 - wi) * (b ? wj : 1.0 - wj) * (c ? wk : 1.0 - wk) * ec[I3(NC, I + a, J + b, K + c)];
                u[I3(NF, i, j, k)] += e;
                double ar = fabs(r[I3(NF, i, j, k)]);
                if (ar > mx) mx = ar;
            }
    return mx;
}

int main(void)
{
    const int nf = NF, nc = NC, nf3 = NF * NF * NF, nc3 = NC * NC * NC;
    double *u = calloc(nf3, sizeof(double)), *un = calloc(nf3, sizeof(double)), *f = malloc(nf3 * sizeof(double));
    double *r = calloc(nf3, sizeof(double)), *rc = calloc(nc3, sizeof(double)), *ec = calloc(nc3, sizeof(double)), *ecn = calloc(nc3, sizeof(double));
    double *hu = calloc(nf3, sizeof(double)), *hun = calloc(nf3, sizeof(double)), *hr = calloc(nf3, sizeof(double));
    double *hrc = calloc(nc3, sizeof(double)), *hec = calloc(nc3, sizeof(double)), *hecn = calloc(nc3, sizeof(double));
    const double h = 1.0 / (NF - 1), h2 = h * h;
    for (int i = 0; i < NF; i++)
        for (int j = 0; j < NF; j++)
            for (int k = 0; k < NF; k++)
                f[I3(NF, i, j, k)] = sin(M_PI * i * h) * sin(M_PI * j * h) * sin(2 * M_PI * k * h);
    double hres[3], dres[3];
    for (int c = 0; c < 3; c++) hres[c] = host_cycle(hu, hun, f, hr, hrc, hec, hecn, h);
#pragma acc data copyin(f[0:nf3]) copy(u[0:nf3]) create(un[0:nf3], r[0:nf3], rc[0:nc3], ec[0:nc3], ecn[0:nc3])
    for (int c = 0; c < 3; c++) {
        for (int s = 0; s < 2; s++) {
#pragma acc kernels loop independent collapse(3) present(u, un, f)
            for (int i = 1; i < nf - 1; i++)
                for (int j = 1; j < nf - 1; j++)
                    for (int k = 1; k < nf - 1; k++)
                        un[I3(nf, i, j, k)] = u[I3(nf, i, j, k)] + (2.0 / 3.0) * ((u[I3(nf, i - 1, j, k)] + u[I3(nf, i + 1, j, k)] + u[I3(nf, i, j - 1, k)] + u[I3(nf, i, j + 1, k)] + u[I3(nf, i, j, k - 1)] + u[I3(nf, i, j, k + 1)] - h2 * f[I3(nf, i, j, k)]) / 6.0 - u[I3(nf, i, j, k)]);
#pragma acc kernels loop independent collapse(3) present(u, un)
            for (int i = 1; i < nf - 1; i++)
                for (int j = 1; j < nf - 1; j++)
                    for (int k = 1; k < nf - 1; k++)
                        u[I3(nf, i, j, k)] = un[I3(nf, i, j, k)];
        }
#pragma acc kernels loop independent collapse(3) present(u, f, r)
        for (int i = 1; i < nf - 1; i++)
            for (int j = 1; j < nf - 1; j++)
                for (int k = 1; k < nf - 1; k++)
                    r[I3(nf, i, j, k)] = f[I3(nf, i, j, k)] - (u[I3(nf, i - 1, j, k)] + u[I3(nf, i + 1, j, k)] + u[I3(nf, i, j - 1, k)] + u[I3(nf, i, j + 1, k)] + u[I3(nf, i, j, k - 1)] + u[I3(nf, i, j, k + 1)] - 6.0 * u[I3(nf, i, j, k)]) / h2;
#pragma acc kernels loop independent collapse(3) present(r, rc)
        for (int I = 1; I < nc - 1; I++)
            for (int J = 1; J < nc - 1; J++)
                for (int K = 1; K < nc - 1; K++) {
                    double s = 0.0;
                    for (int a = -1; a <= 1; a++)
                        for (int b = -1; b <= 1; b++)
                            for (int cc = -1; cc <= 1; cc++)
                                s += r[I3(nf, 2 * I + a, 2 * J + b, 2 * K + cc)] * (double)((2 - abs(a)) * (2 - abs(b)) * (2 - abs(cc))) / 64.0;
                    rc[I3(nc, I, J, K)] = s;
                }
#pragma acc kernels present(ec)
        for (int q = 0; q < nc3; q++) ec[q] = 0.0;
        for (int s = 0; s < 6; s++) {
#pragma acc kernels loop independent collapse(3) present(ec, ecn, rc)
            for (int i = 1; i < nc - 1; i++)
                for (int j = 1; j < nc - 1; j++)
                    for (int k = 1; k < nc - 1; k++)
                        ecn[I3(nc, i, j, k)] = ec[I3(nc, i, j, k)] + (2.0 / 3.0) * ((ec[I3(nc, i - 1, j, k)] + ec[I3(nc, i + 1, j, k)] + ec[I3(nc, i, j - 1, k)] + ec[I3(nc, i, j + 1, k)] + ec[I3(nc, i, j, k - 1)] + ec[I3(nc, i, j, k + 1)] - 4 * h2 * rc[I3(nc, i, j, k)]) / 6.0 - ec[I3(nc, i, j, k)]);
#pragma acc kernels loop independent collapse(3) present(ec, ecn)
            for (int i = 1; i < nc - 1; i++)
                for (int j = 1; j < nc - 1; j++)
                    for (int k = 1; k < nc - 1; k++)
                        ec[I3(nc, i, j, k)] = ecn[I3(nc, i, j, k)];
        }
        double mx = 0.0;
#pragma acc kernels loop independent collapse(3) present(u, ec, r) reduction(max:mx)
        for (int i = 1; i < nf - 1; i++)
            for (int j = 1; j < nf - 1; j++)
                for (int k = 1; k < nf - 1; k++) {
                    int I = i / 2, J = j / 2, K = k / 2;
                    double wi = (i % 2) * 0.5, wj = (j % 2) * 0.5, wk = (k % 2) * 0.5;
                    double e = 0.0;
                    for (int a = 0; a <= 1; a++)
                        for (int b = 0; b <= 1; b++)
                            for (int cc = 0; cc <= 1; cc++)
                                e += (a ? wi : 1.0 - wi) * (b ? wj : 1.0 - wj) * (cc ? wk : 1.0 - wk) * ec[I3(nc, I + a, J + b, K + cc)];
                    u[I3(nf, i, j, k)] += e;
                    mx = fmax(mx, fabs(r[I3(nf, i, j, k)]));
                }
        dres[c] = mx;
    }
    for (int c = 0; c < 3; c++) CHECK(fabs(dres[c] - hres[c]) <= 1e-9 * hres[c]);
    CHECK(dres[2] < dres[0]);
    int bad = 0;
    for (int q = 0; q < nf3; q++)
        if (fabs(u[q] - hu[q]) > 1e-9) bad++;
    CHECK(bad == 0);
    free(u); free(un); free(f); free(r); free(rc); free(ec); free(ecn);
    free(hu); free(hun); free(hr); free(hrc); free(hec); free(hecn);
    CHECK_DONE();
}

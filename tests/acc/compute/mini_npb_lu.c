/* A mini NPB LU, shaped like the C OpenACC port of NAS LU: SSOR iterations whose lower and upper
 * triangular sweeps (blts, buts) run by the hyperplane method: for each plane l = i + j + k a
 * `parallel loop gang vector collapse(2)` over (k, j) with i = l - j - k (2.9.1), each point
 * doing a 5x5 block solve in `private` work arrays — file-scope arrays `tmat[5][5]`, `tv[5]`
 * made private (2.5.13), as the port's global scratch is — with a `routine seq` pivot-free
 * elimination (2.15.1). The fields are file-scope arrays with `declare create` (2.13.2); the
 * residual l2norm is a `kernels` region (2.5.2) whose loop nest carries an array reduction
 * `reduction(+:sum[0:5])` (2.5.15) on a `copy`d local; the upper sweep runs on `async(1)`
 * joined by `wait(1)` (2.16); acc_init and acc_get_num_devices start the program (3.2). Verified against a plain-C run. */
#include <math.h>
#include <string.h>
#include "check.h"
#ifdef _OPENACC
#include <openacc.h>
#endif

#define ISIZ 10
#define NITER 4
#define OMEGA 1.2

static double u[ISIZ][ISIZ][ISIZ][5], rsd[ISIZ][ISIZ][ISIZ][5], frct[ISIZ][ISIZ][ISIZ][5];
#pragma acc declare create(u, rsd, frct)
static double tmat[5][5], tv[5];
static double hu[ISIZ][ISIZ][ISIZ][5], hrsd[ISIZ][ISIZ][ISIZ][5];

/* the diagonal block and the coupling of a point (BT-like, well-conditioned) */
#pragma acc routine seq
static void dblock(const double q[5], double d[5][5])
{
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++)
            d[a][b] = (a == b ? 4.0 + q[a] * q[a] : 0.05 * (q[(a + b) % 5] - 1.0));
}

/* solve d x = v in place (v := x), Gaussian elimination without pivoting, as LU's blts does */
#pragma acc routine seq
static void solve5(double d[5][5], double v[5])
{
    for (int p = 0; p < 4; p++) {
        double inv = 1.0 / d[p][p];
        for (int r = p + 1; r < 5; r++) {
            double f = d[r][p] * inv;
            for (int c = p + 1; c < 5; c++)
                d[r][c] -= f * d[p][c];
            v[r] -= f * v[p];
        }
    }
    v[4] /= d[4][4];
    for (int r = 3; r >= 0; r--) {
        double s = v[r];
        for (int c = r + 1; c < 5; c++)
            s -= d[r][c] * v[c];
        v[r] = s / d[r][r];
    }
}

static void rhs(void)
{
#pragma acc parallel loop collapse(3) present(u, rsd, frct)
    for (int k = 1; k < ISIZ - 1; k++)
        for (int j = 1; j < ISIZ - 1; j++)
            for (int i = 1; i < ISIZ - 1; i++)
                for (int m = 0; m < 5; m++)
                    rsd[k][j][i][m] = frct[k][j][i][m] -
                                      (6.0 * u[k][j][i][m] - u[k][j][i - 1][m] - u[k][j][i + 1][m] -
                                       u[k][j - 1][i][m] - u[k][j + 1][i][m] - u[k - 1][j][i][m] -
                                       u[k + 1][j][i][m]);
}

/* lower sweep: planes in increasing l; each point uses its three lower neighbours (already
 * updated on earlier planes) */
static void blts(void)
{
    for (int l = 3; l <= 3 * (ISIZ - 2); l++) {
        int klo = l - 2 * (ISIZ - 2) > 1 ? l - 2 * (ISIZ - 2) : 1;
        int khi = l - 2 < ISIZ - 2 ? l - 2 : ISIZ - 2;
#pragma acc parallel loop gang vector collapse(2) present(u, rsd) private(tmat, tv)
        for (int k = klo; k <= khi; k++)
            for (int j = 1; j <= ISIZ - 2; j++) {
                int i = l - j - k;
                if (i < 1 || i > ISIZ - 2)
                    continue;
                for (int m = 0; m < 5; m++)
                    tv[m] = rsd[k][j][i][m] + OMEGA * 0.1 *
                                                  (rsd[k][j][i - 1][m] + rsd[k][j - 1][i][m] + rsd[k - 1][j][i][m]);
                dblock(u[k][j][i], tmat);
                solve5(tmat, tv);
                for (int m = 0; m < 5; m++)
                    rsd[k][j][i][m] = tv[m];
            }
    }
}

/* upper sweep: planes in decreasing l, the three upper neighbours */
static void buts(void)
{
    for (int l = 3 * (ISIZ - 2); l >= 3; l--) {
        int klo = l - 2 * (ISIZ - 2) > 1 ? l - 2 * (ISIZ - 2) : 1;
        int khi = l - 2 < ISIZ - 2 ? l - 2 : ISIZ - 2;
#pragma acc parallel loop gang vector collapse(2) present(u, rsd) private(tmat[0:5][0:5], tv[0:5]) async(1)
        for (int k = khi; k >= klo; k--)
            for (int j = ISIZ - 2; j >= 1; j--) {
                int i = l - j - k;
                if (i < 1 || i > ISIZ - 2)
                    continue;
                for (int m = 0; m < 5; m++)
                    tv[m] = rsd[k][j][i][m] + OMEGA * 0.1 *
                                                  (rsd[k][j][i + 1][m] + rsd[k][j + 1][i][m] + rsd[k + 1][j][i][m]);
                dblock(u[k][j][i], tmat);
                solve5(tmat, tv);
                for (int m = 0; m < 5; m++)
                    rsd[k][j][i][m] = tv[m];
            }
    }
#pragma acc wait(1)
}

static void l2norm(double nrm[5])
{
    double sum[5] = {0, 0, 0, 0, 0};
#pragma acc kernels present(rsd) copy(sum)
    {
#pragma acc loop collapse(3) reduction(+:sum[0:5])
        for (int k = 1; k < ISIZ - 1; k++)
            for (int j = 1; j < ISIZ - 1; j++)
                for (int i = 1; i < ISIZ - 1; i++)
                    for (int m = 0; m < 5; m++)
                        sum[m] += rsd[k][j][i][m] * rsd[k][j][i][m];
    }
    for (int m = 0; m < 5; m++)
        nrm[m] = sqrt(sum[m] / ((ISIZ - 2) * (ISIZ - 2) * (ISIZ - 2)));
}

static void ssor_update(double tmp)
{
#pragma acc parallel loop collapse(3) present(u, rsd) firstprivate(tmp)
    for (int k = 1; k < ISIZ - 1; k++)
        for (int j = 1; j < ISIZ - 1; j++)
            for (int i = 1; i < ISIZ - 1; i++)
                for (int m = 0; m < 5; m++)
                    u[k][j][i][m] += tmp * rsd[k][j][i][m];
}

/* ---- plain C ---- */
static void h_iteration(void)
{
    double d[5][5], v[5];
    for (int k = 1; k < ISIZ - 1; k++)
        for (int j = 1; j < ISIZ - 1; j++)
            for (int i = 1; i < ISIZ - 1; i++)
                for (int m = 0; m < 5; m++)
                    hrsd[k][j][i][m] = frct[k][j][i][m] -
                                       (6.0 * hu[k][j][i][m] - hu[k][j][i - 1][m] - hu[k][j][i + 1][m] -
                                        hu[k][j - 1][i][m] - hu[k][j + 1][i][m] - hu[k - 1][j][i][m] -
                                        hu[k + 1][j][i][m]);
    /* lexicographic order gives the same result as the hyperplanes */
    for (int k = 1; k < ISIZ - 1; k++)
        for (int j = 1; j < ISIZ - 1; j++)
            for (int i = 1; i < ISIZ - 1; i++) {
                for (int m = 0; m < 5; m++)
                    v[m] = hrsd[k][j][i][m] +
                           OMEGA * 0.1 * (hrsd[k][j][i - 1][m] + hrsd[k][j - 1][i][m] + hrsd[k - 1][j][i][m]);
                dblock(hu[k][j][i], d);
                solve5(d, v);
                memcpy(hrsd[k][j][i], v, sizeof v);
            }
    for (int k = ISIZ - 2; k >= 1; k--)
        for (int j = ISIZ - 2; j >= 1; j--)
            for (int i = ISIZ - 2; i >= 1; i--) {
                for (int m = 0; m < 5; m++)
                    v[m] = hrsd[k][j][i][m] +
                           OMEGA * 0.1 * (hrsd[k][j][i + 1][m] + hrsd[k][j + 1][i][m] + hrsd[k + 1][j][i][m]);
                dblock(hu[k][j][i], d);
                solve5(d, v);
                memcpy(hrsd[k][j][i], v, sizeof v);
            }
    for (int k = 1; k < ISIZ - 1; k++)
        for (int j = 1; j < ISIZ - 1; j++)
            for (int i = 1; i < ISIZ - 1; i++)
                for (int m = 0; m < 5; m++)
                    hu[k][j][i][m] += 0.8 * hrsd[k][j][i][m];
}

int main(void)
{
#ifdef _OPENACC
    acc_init(acc_get_device_type());
    CHECK(acc_get_num_devices(acc_get_device_type()) >= 1);
#endif
    for (int k = 0; k < ISIZ; k++)
        for (int j = 0; j < ISIZ; j++)
            for (int i = 0; i < ISIZ; i++)
                for (int m = 0; m < 5; m++) {
                    u[k][j][i][m] = hu[k][j][i][m] = 1.0 + 0.01 * m;
                    frct[k][j][i][m] = 0.1 * sin(0.5 * i + 0.3 * j + 0.2 * k + m);
                    rsd[k][j][i][m] = hrsd[k][j][i][m] = 0.0;
                }
#pragma acc update device(u, frct, rsd)
    double nrm[NITER][5];
    for (int it = 0; it < NITER; it++) {
        rhs();
        blts();
        buts();
        ssor_update(0.8);
        l2norm(nrm[it]);
    }
#pragma acc update self(u)
    for (int it = 0; it < NITER; it++) {
        h_iteration();
        double s[5] = {0, 0, 0, 0, 0};
        for (int k = 1; k < ISIZ - 1; k++)
            for (int j = 1; j < ISIZ - 1; j++)
                for (int i = 1; i < ISIZ - 1; i++)
                    for (int m = 0; m < 5; m++)
                        s[m] += hrsd[k][j][i][m] * hrsd[k][j][i][m];
        for (int m = 0; m < 5; m++) {
            double h = sqrt(s[m] / ((ISIZ - 2) * (ISIZ - 2) * (ISIZ - 2)));
            if (fabs(nrm[it][m] - h) > 1e-12 * h)
                fprintf(stderr, "iteration %d m %d: %.17g host %.17g\n", it, m, nrm[it][m], h);
            CHECK(fabs(nrm[it][m] - h) <= 1e-12 * h);
        }
    }
    double md = 0.0;
    for (int k = 0; k < ISIZ; k++)
        for (int j = 0; j < ISIZ; j++)
            for (int i = 0; i < ISIZ; i++)
                for (int m = 0; m < 5; m++)
                    md = fmax(md, fabs(u[k][j][i][m] - hu[k][j][i][m]));
    CHECK(md <= 1e-12);
    CHECK_DONE();
}

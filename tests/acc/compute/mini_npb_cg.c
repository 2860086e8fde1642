/* A mini NPB CG, shaped like the C OpenACC port of NAS CG: a sparse symmetric matrix built on
 * the host from NPB's randlc (double arithmetic that must be bit-exact on every device), stored
 * CSR in file-scope static arrays with `declare create` (2.13.2), `update device` of the matrix
 * once (2.14.4), then the inverse power iteration: every outer step calls conj_grad, whose 25
 * CG iterations are `parallel loop`s in functions of their own using `present` (2.7.6):
 * a gang-vector SpMV with an inner `loop vector reduction(+:sum)` (2.9.11), dot products as
 * `reduction(+:)` on scalars (2.5.15), axpy updates, one `async(1)` update joined by `wait`
 * (2.16). zeta and the residual norm are checked against a plain-C run of the same algorithm;
 * timers are host-only code. */
#include <math.h>
#include <string.h>
#include <time.h>
#include "check.h"

#define NA 600
#define NONZER 7
#define NZMAX (NA * (2 * NONZER + 1) + NA)
#define NITER 6
#define CGITMAX 25
#define SHIFT 12.0

static int rowstr[NA + 1];
static int colidx[NZMAX];
static double a[NZMAX];
static double x[NA], z[NA], p[NA], q[NA], r[NA];
#pragma acc declare create(rowstr, colidx, a, x, z, p, q, r)

/* NPB's randlc: a linear congruential generator in double arithmetic, 46-bit modulus. */
static double randlc(double *xs, double aa)
{
    const double r23 = 1.1920928955078125e-07, r46 = r23 * r23;
    const double t23 = 8.388608e+06, t46 = t23 * t23;
    double t1, t2, t3, t4, a1, a2, x1, x2, zz;
    t1 = r23 * aa;
    a1 = (int)t1;
    a2 = aa - t23 * a1;
    t1 = r23 * *xs;
    x1 = (int)t1;
    x2 = *xs - t23 * x1;
    t1 = a1 * x2 + a2 * x1;
    t2 = (int)(r23 * t1);
    zz = t1 - t23 * t2;
    t3 = t23 * zz + a2 * x2;
    t4 = (int)(r46 * t3);
    *xs = t3 - t46 * t4;
    return r46 * *xs;
}

static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* A symmetric diagonally dominant matrix: NONZER random off-diagonal pairs per row. */
static void makea(double seed)
{
    static double dense_row[NA];
    static int mark[NA];
    double tran = seed, amult = 1220703125.0;
    /* off-diagonal entries of the upper triangle, mirrored */
    static int ci[NA][2 * NONZER + 2];
    static double cv[NA][2 * NONZER + 2];
    static int cnt[NA];
    memset(cnt, 0, sizeof cnt);
    for (int i = 0; i < NA; i++) {
        for (int k = 0; k < NONZER; k++) {
            int j = (int)(NA * randlc(&tran, amult));
            double v = randlc(&tran, amult) - 0.5;
            if (j == i || cnt[i] >= 2 * NONZER + 1 || cnt[j] >= 2 * NONZER + 1)
                continue;
            ci[i][cnt[i]] = j;
            cv[i][cnt[i]++] = v;
            ci[j][cnt[j]] = i;
            cv[j][cnt[j]++] = v;
        }
    }
    int nz = 0;
    for (int i = 0; i < NA; i++) {
        memset(mark, 0, sizeof mark);
        memset(dense_row, 0, sizeof dense_row);
        double rowsum = 0.0;
        for (int k = 0; k < cnt[i]; k++) {
            dense_row[ci[i][k]] += cv[i][k];
            mark[ci[i][k]] = 1;
        }
        rowstr[i] = nz;
        for (int j = 0; j < NA; j++) {
            if (j == i) {
                colidx[nz] = j;
                a[nz++] = 0.0; /* diagonal filled below */
            } else if (mark[j]) {
                colidx[nz] = j;
                a[nz++] = dense_row[j];
                rowsum += fabs(dense_row[j]);
            }
        }
        for (int k = rowstr[i]; k < nz; k++)
            if (colidx[k] == i)
                a[k] = rowsum + 1.0 + 0.01 * (i % 7);
    }
    rowstr[NA] = nz;
}

/* ---- device kernels ---- */
static void spmv(const double *restrict in, double *restrict out)
{
#pragma acc parallel loop gang vector_length(32) present(rowstr, colidx, a) present(in[0:NA], out[0:NA])
    for (int j = 0; j < NA; j++) {
        double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
        for (int k = rowstr[j]; k < rowstr[j + 1]; k++)
            sum += a[k] * in[colidx[k]];
        out[j] = sum;
    }
}

static double dot(const double *u, const double *v)
{
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(u[0:NA], v[0:NA])
    for (int j = 0; j < NA; j++)
        s += u[j] * v[j];
    return s;
}

static void cg_init(void)
{
#pragma acc parallel loop present(x, z, p, q, r)
    for (int j = 0; j < NA; j++) {
        q[j] = 0.0;
        z[j] = 0.0;
        r[j] = x[j];
        p[j] = r[j];
    }
}

static double conj_grad(double *rnorm)
{
    double rho = 0.0;
    cg_init();
#pragma acc parallel loop reduction(+:rho) present(r)
    for (int j = 0; j < NA; j++)
        rho += r[j] * r[j];
    for (int cgit = 0; cgit < CGITMAX; cgit++) {
        spmv(p, q);
        double d = dot(p, q);
        double alpha = rho / d;
        double rho0 = rho;
        rho = 0.0;
#pragma acc parallel loop present(z, r, p, q) reduction(+:rho)
        for (int j = 0; j < NA; j++) {
            z[j] += alpha * p[j];
            r[j] -= alpha * q[j];
            rho += r[j] * r[j];
        }
        double beta = rho / rho0;
#pragma acc parallel loop present(p, r) async(1)
        for (int j = 0; j < NA; j++)
            p[j] = r[j] + beta * p[j];
#pragma acc wait(1)
    }
    /* ||x - A z|| */
    spmv(z, r);
    double sum = 0.0;
#pragma acc parallel loop present(x, r) reduction(+:sum)
    for (int j = 0; j < NA; j++) {
        double dd = x[j] - r[j];
        sum += dd * dd;
    }
    *rnorm = sqrt(sum);
    return 0;
}

static double normalize(double *zeta)
{
    double tnorm1 = 0.0, tnorm2 = 0.0;
#pragma acc parallel loop present(x, z) reduction(+:tnorm1, tnorm2)
    for (int j = 0; j < NA; j++) {
        tnorm1 += x[j] * z[j];
        tnorm2 += z[j] * z[j];
    }
    tnorm2 = 1.0 / sqrt(tnorm2);
    *zeta = SHIFT + 1.0 / tnorm1;
#pragma acc parallel loop present(x, z)
    for (int j = 0; j < NA; j++)
        x[j] = tnorm2 * z[j];
    return tnorm2;
}

/* ---- the plain-C reference ---- */
static double hx[NA], hz[NA], hp[NA], hq[NA], hr[NA];

static void h_spmv(const double *in, double *out)
{
    for (int j = 0; j < NA; j++) {
        double sum = 0.0;
        for (int k = rowstr[j]; k < rowstr[j + 1]; k++)
            sum += a[k] * in[colidx[k]];
        out[j] = sum;
    }
}

static void h_conj_grad(double *rnorm)
{
    double rho = 0.0;
    for (int j = 0; j < NA; j++) {
        hq[j] = hz[j] = 0.0;
        hr[j] = hp[j] = hx[j];
        rho += hr[j] * hr[j];
    }
    for (int cgit = 0; cgit < CGITMAX; cgit++) {
        h_spmv(hp, hq);
        double d = 0.0;
        for (int j = 0; j < NA; j++)
            d += hp[j] * hq[j];
        double alpha = rho / d, rho0 = rho;
        rho = 0.0;
        for (int j = 0; j < NA; j++) {
            hz[j] += alpha * hp[j];
            hr[j] -= alpha * hq[j];
            rho += hr[j] * hr[j];
        }
        double beta = rho / rho0;
        for (int j = 0; j < NA; j++)
            hp[j] = hr[j] + beta * hp[j];
    }
    h_spmv(hz, hr);
    double sum = 0.0;
    for (int j = 0; j < NA; j++)
        sum += (hx[j] - hr[j]) * (hx[j] - hr[j]);
    *rnorm = sqrt(sum);
}

int main(void)
{
    double t0 = wall();
    makea(314159265.0);
    CHECK(rowstr[NA] <= NZMAX);
    for (int j = 0; j < NA; j++)
        x[j] = hx[j] = 1.0;
#pragma acc update device(rowstr, colidx, a, x)
    double zeta = 0.0, rnorm = 0.0;
    for (int it = 1; it <= NITER; it++) {
        conj_grad(&rnorm);
        normalize(&zeta);
    }
#pragma acc update self(x, z)
    double t1 = wall();

    double hzeta = 0.0, hrnorm = 0.0;
    for (int it = 1; it <= NITER; it++) {
        h_conj_grad(&hrnorm);
        double n1 = 0.0, n2 = 0.0;
        for (int j = 0; j < NA; j++) {
            n1 += hx[j] * hz[j];
            n2 += hz[j] * hz[j];
        }
        n2 = 1.0 / sqrt(n2);
        hzeta = SHIFT + 1.0 / n1;
        for (int j = 0; j < NA; j++)
            hx[j] = n2 * hz[j];
    }
    double err = fabs(zeta - hzeta) / fabs(hzeta);
    if (err > 1e-10)
        fprintf(stderr, "zeta %.15g host %.15g\n", zeta, hzeta);
    CHECK(err <= 1e-10);
    CHECK(fabs(rnorm - hrnorm) <= 1e-8 * (1.0 + hrnorm));
    double dx = 0.0;
    for (int j = 0; j < NA; j++)
        dx = fmax(dx, fabs(x[j] - hx[j]));
    CHECK(dx <= 1e-9);
    CHECK(t1 >= t0);
    CHECK_DONE();
}

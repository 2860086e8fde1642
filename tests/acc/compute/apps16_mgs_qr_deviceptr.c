/* A modified Gram-Schmidt QR factorisation of a tall-skinny matrix built on a small BLAS-1
 * layer that takes device pointers, as codes that wrap vendor libraries port it: the layer's
 * functions (`ddot`, `daxpy`, `dscal`, `dnrm2`) use `deviceptr` (2.7.4) and know nothing of
 * the present table; the application maps its column-major matrix with `enter data copyin`
 * in an init function, reaches the device addresses of its columns through `host_data
 * use_device` (2.8) and `acc_deviceptr` (3.2.23), keeps R's diagonal in `acc_malloc`'d scratch
 * (3.2.16) written by a `deviceptr` kernel and read back by `acc_memcpy_from_device` (3.2.27),
 * and copies Q back with `exit data copyout` in a finalize function. Q must be orthonormal,
 * Q R must equal the input, and R must equal plain C's MGS. */
#include <math.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

#define M 400
#define NC 12

/* --- the BLAS-1 layer: device pointers in, no data clauses of its own --- */
static double ddot(int n, const double *x, const double *y)
{
    double s = 0.0;
#pragma acc parallel loop gang vector deviceptr(x, y) reduction(+:s)
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

static void daxpy(int n, double a, const double *x, double *y)
{
#pragma acc parallel loop gang vector deviceptr(x, y)
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void dscal(int n, double a, double *x)
{
#pragma acc parallel loop gang vector deviceptr(x)
    for (int i = 0; i < n; i++) x[i] *= a;
}

static double dnrm2(int n, const double *x)
{
    return sqrt(ddot(n, x, x));
}

/* --- the application --- */
static void qr_init(double *a)
{
#pragma acc enter data copyin(a[0:M * NC])
}

static void qr_fini(double *a)
{
#pragma acc exit data copyout(a[0:M * NC])
}

/* On entry a holds the matrix (present); on exit its columns are Q, r gets R (host). */
static void mgs_acc(double *a, double r[NC][NC])
{
    double *diag = acc_malloc(NC * sizeof(double));
    memset(r, 0, sizeof(double) * NC * NC);
    for (int k = 0; k < NC; k++) {
        double *dk = acc_deviceptr(a + (size_t)k * M);
        double nrm = dnrm2(M, dk);
        r[k][k] = nrm;
        dscal(M, 1.0 / nrm, dk);
#pragma acc parallel deviceptr(diag) num_gangs(1)
        diag[k] = nrm;
#pragma acc host_data use_device(a)
        {
            for (int j = k + 1; j < NC; j++) {
                double *dj = a + (size_t)j * M, *qk = a + (size_t)k * M;
                double rkj = ddot(M, qk, dj);
                r[k][j] = rkj;
                daxpy(M, -rkj, qk, dj);
            }
        }
    }
    double d[NC];
    acc_memcpy_from_device(d, diag, NC * sizeof(double));
    for (int k = 0; k < NC; k++) CHECK(d[k] == r[k][k]);
    acc_free(diag);
}

static void mgs_host(double *a, double r[NC][NC])
{
    memset(r, 0, sizeof(double) * NC * NC);
    for (int k = 0; k < NC; k++) {
        double *qk = a + (size_t)k * M, s = 0;
        for (int i = 0; i < M; i++) s += qk[i] * qk[i];
        r[k][k] = sqrt(s);
        for (int i = 0; i < M; i++) qk[i] *= 1.0 / r[k][k];
        for (int j = k + 1; j < NC; j++) {
            double *dj = a + (size_t)j * M, t = 0;
            for (int i = 0; i < M; i++) t += qk[i] * dj[i];
            r[k][j] = t;
            for (int i = 0; i < M; i++) dj[i] -= t * qk[i];
        }
    }
}

int main(void)
{
    double *a = malloc(sizeof(double) * M * NC), *a0 = malloc(sizeof(double) * M * NC);
    double *h = malloc(sizeof(double) * M * NC);
    static double r[NC][NC], hr[NC][NC];
    for (int j = 0; j < NC; j++)
        for (int i = 0; i < M; i++)
            a[(size_t)j * M + i] = cos(0.01 * (i + 1) * (j + 1)) + (i == j ? 1.0 : 0.0);
    memcpy(a0, a, sizeof(double) * M * NC);
    memcpy(h, a, sizeof(double) * M * NC);
    qr_init(a);
    mgs_acc(a, r);
    qr_fini(a);
    mgs_host(h, hr);
    double er = 0, orth = 0, rec = 0;
    for (int k = 0; k < NC; k++)
        for (int j = 0; j < NC; j++) {
            er = fmax(er, fabs(r[k][j] - hr[k][j]) / fmax(1.0, fabs(hr[k][j])));
            double s = 0;
            for (int i = 0; i < M; i++) s += a[(size_t)k * M + i] * a[(size_t)j * M + i];
            orth = fmax(orth, fabs(s - (k == j)));
        }
    for (int j = 0; j < NC; j++)
        for (int i = 0; i < M; i++) {
            double s = 0;
            for (int k = 0; k <= j; k++) s += a[(size_t)k * M + i] * r[k][j];
            rec = fmax(rec, fabs(s - a0[(size_t)j * M + i]));
        }
    CHECK(er < 1e-10);
    CHECK(orth < 1e-6); /* MGS loses orthogonality with the condition number: loose */
    CHECK(rec < 1e-10);
    printf("mgs qr: |R - host| %.2e, |Q'Q - I| %.2e, |QR - A| %.2e\n", er, orth, rec);
    CHECK_DONE();
}

/* Least squares by Householder QR, as numerical codes port the textbook loop (spec 2.9.11
 * reduction, 2.9 loop gang/vector, 2.5.3 serial, 2.7.6 present, 2.6.5 data): per column a
 * `parallel loop reduction(+:)` takes the norm of the column below the diagonal, a `serial`
 * region forms the reflector in place (R's diagonal kept in its own array), and a `parallel
 * loop gang` over the remaining columns (the right-hand side is an extra column) computes each
 * column's dot with the reflector by a `loop vector reduction(+:)` and updates it by a second
 * `loop vector`; back substitution runs in a `serial` region. Checked against the same
 * factorisation on the host and by the normal equations A^T (A x - b) = 0. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define M 60
#define N 8
#define LD (N + 1) /* column N holds b */

static void house_host(double *A, double *rd, double *x)
{
    for (int k = 0; k < N; k++) {
        double s = 0;
        for (int i = k; i < M; i++) s += A[i * LD + k] * A[i * LD + k];
        double a = A[k * LD + k], alpha = a > 0 ? -sqrt(s) : sqrt(s), v0 = a - alpha;
        double beta = 2.0 / (v0 * v0 + (s - a * a));
        A[k * LD + k] = v0;
        rd[k] = alpha;
        for (int j = k + 1; j <= N; j++) {
            double d = 0;
            for (int i = k; i < M; i++) d += A[i * LD + k] * A[i * LD + j];
            d *= beta;
            for (int i = k; i < M; i++) A[i * LD + j] -= d * A[i * LD + k];
        }
    }
    for (int i = N - 1; i >= 0; i--) {
        double t = A[i * LD + N];
        for (int j = i + 1; j < N; j++) t -= A[i * LD + j] * x[j];
        x[i] = t / rd[i];
    }
}

int main(void)
{
    double *A = malloc(M * LD * sizeof(double)), *H = malloc(M * LD * sizeof(double)), *A0 = malloc(M * LD * sizeof(double));
    double x[N], hx[N], rd[N], hrd[N], beta[N];
    for (int i = 0; i < M; i++) {
        double t = (double)i / (M - 1);
        for (int j = 0; j < N; j++) A[i * LD + j] = pow(t, j) + (i == j ? 0.1 : 0.0);
        A[i * LD + N] = cos(3.0 * t) + 0.01 * ((i * 7) % 5 - 2);
    }
    for (int k = 0; k < M * LD; k++) H[k] = A0[k] = A[k];
#pragma acc data copy(A[0:M * LD]) create(beta) copyout(x, rd)
    {
        for (int k = 0; k < N; k++) {
            double s = 0;
#pragma acc parallel loop reduction(+:s) present(A[0:M * LD])
            for (int i = k; i < M; i++) s += A[i * LD + k] * A[i * LD + k];
#pragma acc serial present(A[0:M * LD], beta, rd)
            {
                double a = A[k * LD + k], alpha = a > 0 ? -sqrt(s) : sqrt(s), v0 = a - alpha;
                beta[k] = 2.0 / (v0 * v0 + (s - a * a));
                A[k * LD + k] = v0;
                rd[k] = alpha;
            }
#pragma acc parallel loop gang present(A[0:M * LD], beta)
            for (int j = k + 1; j <= N; j++) {
                double d = 0;
#pragma acc loop vector reduction(+:d)
                for (int i = k; i < M; i++) d += A[i * LD + k] * A[i * LD + j];
                d *= beta[k];
#pragma acc loop vector
                for (int i = k; i < M; i++) A[i * LD + j] -= d * A[i * LD + k];
            }
        }
#pragma acc serial present(A[0:M * LD], x, rd)
        for (int i = N - 1; i >= 0; i--) {
            double t = A[i * LD + N];
            for (int j = i + 1; j < N; j++) t -= A[i * LD + j] * x[j];
            x[i] = t / rd[i];
        }
    }
    house_host(H, hrd, hx);
    double md = 0, mg = 0;
    for (int i = 0; i < N; i++) md = fmax(md, fabs(x[i] - hx[i]) / (1.0 + fabs(hx[i])));
    for (int i = 0; i < N; i++) CHECK(fabs(rd[i] - hrd[i]) < 1e-9 * (1.0 + fabs(hrd[i])));
    for (int j = 0; j < N; j++) { /* normal equations */
        double g = 0;
        for (int i = 0; i < M; i++) {
            double r = -A0[i * LD + N];
            for (int k = 0; k < N; k++) r += A0[i * LD + k] * x[k];
            g += A0[i * LD + j] * r;
        }
        mg = fmax(mg, fabs(g));
    }
    CHECK(md < 1e-6);
    CHECK(mg < 1e-7);
    free(A); free(H); free(A0);
    CHECK_DONE();
}

/* Dense LU with partial pivoting as a numerical-methods course ports it (spec 2.9.11
 * reductions `max` and `min` to find the pivot and its row, 2.9.6 collapse(2) for the rank-1
 * update, 2.6.5 data around the elimination loop, 2.5.3 serial triangular solves, 2.14.4 update
 * self of one row per step for the host's pivot bookkeeping, 2.15.1 routine seq). The matrix is
 * a `double *restrict` with an indexing macro on a size that is not a multiple of anything
 * (n = 67); pivot rows are swapped in a gang vector loop. The factors, permutation, determinant
 * sign and solution must equal the same algorithm in plain C, and A x = b must hold. */
#include <math.h>
#include "check.h"

#define N 67
#define A_(a, i, j) (a)[(long)(i) * N + (j)]

#pragma acc routine seq
static inline double absd(double x) { return x < 0 ? -x : x; }

static long lu_host(double *restrict a, int *perm)
{
    long sign = 1;
    for (int k = 0; k < N; k++) {
        int p = k;
        double m = absd(A_(a, k, k));
        for (int i = k + 1; i < N; i++)
            if (absd(A_(a, i, k)) > m) { m = absd(A_(a, i, k)); p = i; }
        if (p != k) {
            for (int j = 0; j < N; j++) {
                double t = A_(a, k, j);
                A_(a, k, j) = A_(a, p, j);
                A_(a, p, j) = t;
            }
            int t = perm[k]; perm[k] = perm[p]; perm[p] = t;
            sign = -sign;
        }
        for (int i = k + 1; i < N; i++) A_(a, i, k) /= A_(a, k, k);
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++) A_(a, i, j) -= A_(a, i, k) * A_(a, k, j);
    }
    return sign;
}

static long lu_acc(double *restrict a, int *perm)
{
    long sign = 1;
#pragma acc data present(a[0:N * N])
    for (int k = 0; k < N; k++) {
        double m = 0.0;
        int p = N;
#pragma acc parallel loop reduction(max:m)
        for (int i = k; i < N; i++) m = fmax(m, absd(A_(a, i, k)));
        /* the first row reaching the maximum: the host's strict `>` picks the same one */
#pragma acc parallel loop reduction(min:p)
        for (int i = k; i < N; i++)
            if (absd(A_(a, i, k)) == m && i < p) p = i;
        if (p != k) {
#pragma acc parallel loop gang vector
            for (int j = 0; j < N; j++) {
                double t = A_(a, k, j);
                A_(a, k, j) = A_(a, p, j);
                A_(a, p, j) = t;
            }
            int t = perm[k]; perm[k] = perm[p]; perm[p] = t;
            sign = -sign;
        }
#pragma acc parallel loop
        for (int i = k + 1; i < N; i++) A_(a, i, k) /= A_(a, k, k);
#pragma acc parallel loop collapse(2)
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++) A_(a, i, j) -= A_(a, i, k) * A_(a, k, j);
    }
    return sign;
}

/* L y = P b, then U x = y, in one serial region on the device copies */
static void solve_acc(const double *restrict a, const int *perm, const double *b, double *x)
{
#pragma acc serial present(a[0:N * N]) copyin(perm[0:N], b[0:N]) copyout(x[0:N])
    {
        for (int i = 0; i < N; i++) {
            double s = b[perm[i]];
            for (int j = 0; j < i; j++) s -= A_(a, i, j) * x[j];
            x[i] = s;
        }
        for (int i = N - 1; i >= 0; i--) {
            double s = x[i];
            for (int j = i + 1; j < N; j++) s -= A_(a, i, j) * x[j];
            x[i] = s / A_(a, i, i);
        }
    }
}

int main(void)
{
    double *a = malloc(sizeof(double) * N * N), *h = malloc(sizeof(double) * N * N);
    double *a0 = malloc(sizeof(double) * N * N);
    int perm[N], hperm[N];
    double b[N], x[N];
    unsigned s = 7u;
    for (int i = 0; i < N * N; i++) {
        s = s * 1103515245u + 12345u;
        a0[i] = a[i] = h[i] = (double)((s >> 9) % 2001) / 1000.0 - 1.0;
    }
    for (int i = 0; i < N; i++) {
        perm[i] = hperm[i] = i;
        b[i] = sin(0.3 * i) + 1.0;
    }
    long hsign = lu_host(h, hperm);
    long sign;
#pragma acc data copy(a[0:N * N])
    {
        sign = lu_acc(a, perm);
        solve_acc(a, perm, b, x);
    }
    CHECK(sign == hsign);
    int pbad = 0;
    for (int i = 0; i < N; i++) pbad += perm[i] != hperm[i];
    CHECK(pbad == 0);
    double ferr = 0;
    for (int i = 0; i < N * N; i++) ferr = fmax(ferr, fabs(a[i] - h[i]));
    CHECK(ferr < 1e-9);
    double res = 0;
    for (int i = 0; i < N; i++) {
        double r = -b[i];
        for (int j = 0; j < N; j++) r += a0[(long)i * N + j] * x[j];
        res = fmax(res, fabs(r));
    }
    CHECK(res < 1e-8);
    double logdet = 0;
    for (int i = 0; i < N; i++) logdet += log(fabs(a[(long)i * N + i]));
    printf("lu: sign %ld, %d perm differences, factor error %.2e, residual %.2e, log|det| %.4f\n",
           sign, pbad, ferr, res, logdet);
    free(a); free(h); free(a0);
    CHECK_DONE();
}

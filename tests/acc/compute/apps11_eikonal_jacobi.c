/* Travel times by the eikonal equation |grad T| = 1/F, solved as GPU level-set codes do: Jacobi
 * sweeps of Godunov's upwind update (the 2-D quadratic solved in a `routine seq` helper) over
 * the whole grid in `kernels` with `loop independent collapse(2)` and a `max` reduction of the
 * change, ping-ponging between two 2-D arrays (`double (*restrict)[N]` parameters), the host
 * looping until the change is below a tolerance, inside one `data` region with the speed
 * map `copyin` and the result brought back by `update self` of the swapped pointer; obstacles have speed 0 (infinite time). Checked against a host Gauss-Seidel
 * fast-sweeping solve of the same discretization (the fixpoint is unique). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define N 40
#define BIG 1e10
#define HX 0.1

#pragma acc routine seq
static double godunov(double a, double b, double f)
{
    if (f <= 0.0) return BIG;
    double h = HX / f;
    if (fabs(a - b) >= h) return fmin(a, b) + h;
    return 0.5 * (a + b + sqrt(2.0 * h * h - (a - b) * (a - b)));
}

static double jacobi(const double (*restrict t)[N], double (*restrict tn)[N], const double (*restrict f)[N])
{
    double ch = 0.0;
#pragma acc kernels present(t[0:N], tn[0:N], f[0:N])
#pragma acc loop independent collapse(2) reduction(max:ch)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            if (i == N / 4 && j == N / 4) { tn[i][j] = 0.0; continue; }
            double a = fmin(i > 0 ? t[i - 1][j] : BIG, i < N - 1 ? t[i + 1][j] : BIG);
            double b = fmin(j > 0 ? t[i][j - 1] : BIG, j < N - 1 ? t[i][j + 1] : BIG);
            double v = fmin(t[i][j], godunov(a, b, f[i][j]));
            tn[i][j] = v;
            double d = fabs(v - t[i][j]);
            if (v < BIG / 2 && d > ch) ch = d;
        }
    return ch;
}

int main(void)
{
    double (*t)[N] = malloc(sizeof(double[N][N])), (*tn)[N] = malloc(sizeof(double[N][N]));
    double (*f)[N] = malloc(sizeof(double[N][N])), (*h)[N] = malloc(sizeof(double[N][N]));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            f[i][j] = (j == N / 2 && i > 5 && i < N - 3) ? 0.0 : (i > N / 2 ? 0.5 : 1.0);
            t[i][j] = tn[i][j] = h[i][j] = BIG;
        }
    t[N / 4][N / 4] = h[N / 4][N / 4] = 0.0;
    int iters = 0;
    double ch = 1.0;
#pragma acc data copyin(f[0:N]) copy(t[0:N]) create(tn[0:N])
    {
        while (ch > 1e-12 && iters < 10 * N) {
            ch = jacobi((const double (*)[N])t, tn, (const double (*)[N])f);
            double (*s)[N] = t; t = tn; tn = s;
            iters++;
        }
        /* the data clauses' sections were evaluated at entry (the order and number of clause
         * evaluations is unspecified, 2.1): bring back whichever buffer `t` names now */
#pragma acc update self(t[0:N])
    }
    /* fast sweeping on the host: four orderings until nothing changes */
    for (int rep = 0, changed = 1; changed && rep < 50; rep++) {
        changed = 0;
        for (int o = 0; o < 4; o++)
            for (int ii = 0; ii < N; ii++)
                for (int jj = 0; jj < N; jj++) {
                    int i = (o & 1) ? N - 1 - ii : ii, j = (o & 2) ? N - 1 - jj : jj;
                    if (i == N / 4 && j == N / 4) continue;
                    double a = fmin(i > 0 ? h[i - 1][j] : BIG, i < N - 1 ? h[i + 1][j] : BIG);
                    double b = fmin(j > 0 ? h[i][j - 1] : BIG, j < N - 1 ? h[i][j + 1] : BIG);
                    double v = fmin(h[i][j], godunov(a, b, f[i][j]));
                    if (v < h[i][j] - 1e-13) changed = 1;
                    h[i][j] = v;
                }
    }
    double md = 0, far = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            if (h[i][j] >= BIG / 2) { CHECK(t[i][j] >= BIG / 2); continue; }
            md = fmax(md, fabs(t[i][j] - h[i][j]));
            far = fmax(far, h[i][j]);
        }
    CHECK(md < 1e-9);
    CHECK(far > 4.0 && iters > N);
    free(t); free(tn); free(f); free(h);
    CHECK_DONE();
}

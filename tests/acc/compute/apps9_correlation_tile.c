/* Column statistics and a Pearson correlation matrix as data-analysis codes compute them:
 * per-column mean and variance by Welford's one-pass update (a sequential row loop in each
 * iteration of a `parallel loop` over columns), the standardized data in a second array, the
 * correlation matrix a `parallel loop tile(8, 8)` (2.9.8) over column pairs with the inner
 * product a sequential loop, its symmetry and diagonal checked, and the mean absolute
 * off-diagonal correlation a `+` reduction in `kernels` (2.11). Checked against a two-pass
 * computation on the host. */
#include <math.h>
#include "check.h"
#define NR 300
#define NC 40

int main(void)
{
    static double X[NR][NC], Z[NR][NC], C[NC][NC];
    static double mean[NC], sd[NC];
    for (int r = 0; r < NR; r++)
        for (int c = 0; c < NC; c++) {
            double base = sin(0.05 * r * (1 + c % 4));
            X[r][c] = 10.0 + (c % 3) * base + 0.3 * cos(0.7 * r + c) + 1e3 * (c == 5);
        }
    double offdiag = 0.0;
#pragma acc data copyin(X) create(Z) copyout(C, mean, sd)
    {
#pragma acc parallel loop present(X, mean, sd)
        for (int c = 0; c < NC; c++) {
            double m = 0.0, m2 = 0.0;
            for (int r = 0; r < NR; r++) {
                double d = X[r][c] - m;
                m += d / (r + 1);
                m2 += d * (X[r][c] - m);
            }
            mean[c] = m;
            sd[c] = sqrt(m2 / (NR - 1));
        }
#pragma acc parallel loop collapse(2) present(X, Z, mean, sd)
        for (int r = 0; r < NR; r++)
            for (int c = 0; c < NC; c++) Z[r][c] = (X[r][c] - mean[c]) / sd[c];
#pragma acc parallel loop tile(8, 8) present(Z, C)
        for (int a = 0; a < NC; a++)
            for (int b = 0; b < NC; b++) {
                double s = 0.0;
                for (int r = 0; r < NR; r++) s += Z[r][a] * Z[r][b];
                C[a][b] = s / (NR - 1);
            }
#pragma acc kernels present(C)
        {
            for (int a = 0; a < NC; a++)
                for (int b = 0; b < NC; b++)
                    if (a != b) offdiag += fabs(C[a][b]);
        }
    }
    double e = 0.0, hoff = 0.0;
    for (int c = 0; c < NC; c++) {
        double m = 0.0, v = 0.0;
        for (int r = 0; r < NR; r++) m += X[r][c];
        m /= NR;
        for (int r = 0; r < NR; r++) v += (X[r][c] - m) * (X[r][c] - m);
        e = fmax(e, fabs(m - mean[c]) / fabs(m) + fabs(sqrt(v / (NR - 1)) - sd[c]));
    }
    CHECK(e < 1e-9);
    for (int a = 0; a < NC; a++) {
        CHECK(fabs(C[a][a] - 1.0) < 1e-9);
        for (int b = 0; b < NC; b++) {
            double s = 0.0;
            for (int r = 0; r < NR; r++) s += (X[r][a] - mean[a]) * (X[r][b] - mean[b]);
            double ref = s / ((NR - 1) * sd[a] * sd[b]);
            CHECK(fabs(C[a][b] - ref) < 1e-9);
            CHECK(C[a][b] == C[b][a]);
            if (a != b) hoff += fabs(C[a][b]);
        }
    }
    CHECK(fabs(offdiag - hoff) < 1e-9 * hoff);
    CHECK_DONE();
}

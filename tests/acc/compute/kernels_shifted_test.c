/* `kernels` loops whose test is on the variable plus or minus an invariant (`i + len <= n`,
 * see loop_shifted_test.c): the dependence analysis reads the variable's range as
 * [lb, n - len], so a difference of neighbours is parallel, a shift by the interval length
 * onto itself stays sequential, and disjoint halves split by a shifted bound are told apart;
 * `loop independent` and the interval loops of a DP table by anti-diagonals are parallel too.
 * Before the apps11 hunt these loops were "not in canonical form": one serial kernel each.
 * Checked against the host. */
#include "check.h"
#define N 64

int main(void)
{
    int a[N], b[N], c[N], d[N], cost[N][N];
    int n = N, len = 5, h = N / 2;
    for (int i = 0; i < N; i++) { a[i] = i * i % 17; b[i] = c[i] = d[i] = 0; }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) cost[i][j] = i == j ? 0 : -1;
#pragma acc kernels copy(a, b, c, d, cost)
    {
        for (int i = 0; i + 1 < n; i++) b[i] = a[i + 1] - a[i];    /* parallel */
        for (int i = 0; i + len < n; i++) c[i + len] = c[i] + 1;   /* carried: sequential */
        for (int i = 0; i + h < n; i++) d[i] = d[i + h] + a[i];    /* reads [h, n), writes [0, h) */
#pragma acc loop independent
        for (int i = 0; i + 1 < n; i++) a[i] = a[i] + 100;
        for (int l = 1; l < N; l++)
            for (int i = 0; i + l < n; i++) {                        /* parallel over i */
                int j = i + l;
                cost[i][j] = (cost[i][j - 1] > cost[i + 1][j] ? cost[i][j - 1] : cost[i + 1][j]) + (i ^ j) % 3;
            }
    }
    int ha[N], hb[N], hc[N], hd[N], hcost[N][N];
    for (int i = 0; i < N; i++) { ha[i] = i * i % 17; hb[i] = hc[i] = hd[i] = 0; }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) hcost[i][j] = i == j ? 0 : -1;
    for (int i = 0; i + 1 < n; i++) hb[i] = ha[i + 1] - ha[i];
    for (int i = 0; i + len < n; i++) hc[i + len] = hc[i] + 1;
    for (int i = 0; i + h < n; i++) hd[i] = hd[i + h] + ha[i];
    for (int i = 0; i + 1 < n; i++) ha[i] = ha[i] + 100;
    for (int l = 1; l < N; l++)
        for (int i = 0; i + l < n; i++) {
            int j = i + l;
            hcost[i][j] = (hcost[i][j - 1] > hcost[i + 1][j] ? hcost[i][j - 1] : hcost[i + 1][j]) + (i ^ j) % 3;
        }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        bad += a[i] != ha[i] || b[i] != hb[i] || c[i] != hc[i] || d[i] != hd[i];
        for (int j = 0; j < N; j++) bad += cost[i][j] != hcost[i][j];
    }
    CHECK(bad == 0);
    CHECK(c[N - 1] == (N - 1) / len);
    CHECK_DONE();
}

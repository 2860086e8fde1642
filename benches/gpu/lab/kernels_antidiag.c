/* The longest common subsequence's table by anti-diagonals in `kernels` (a kernels construct
 * per diagonal inside a data region, L[i][d - i] from L[i - 1][d - i - 1], L[i - 1][d - i] and
 * L[i][d - i - 1]), strings of 4096. Before the apps6 session each diagonal was one serial
 * kernel ("Loop carried dependence of 'L'"); after, the diagonal's cells are parallel. Build
 * with two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 4096
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static int L[N + 1][N + 1];
static char x[N], y[N];
int main(void) {
    unsigned s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u; x[i] = "ACGT"[(s >> 16) & 3];
        s = s * 1103515245u + 12345u; y[i] = "ACGT"[(s >> 16) & 3];
    }
    double best = 1e9;
    for (int r = 0; r < 3; r++) {
        for (int i = 0; i <= N; i++) L[i][0] = L[0][i] = 0;
        double t0 = now();
#pragma acc data copy(L) copyin(x, y)
        for (int d = 2; d <= 2 * N; d++) {
            int lo = d - N > 1 ? d - N : 1, hi = d - 1 < N ? d - 1 : N;
#pragma acc kernels
            for (int i = lo; i <= hi; i++) {
                int j = d - i;
                int up = L[i - 1][j], left = L[i][j - 1];
                L[i][j] = x[i - 1] == y[j - 1] ? L[i - 1][j - 1] + 1 : (up > left ? up : left);
            }
        }
        double t1 = now();
        if (t1 - t0 < best) best = t1 - t0;
    }
    /* the host's own table, row by row */
    static int R[N + 1][N + 1];
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++)
            R[i][j] = x[i - 1] == y[j - 1] ? R[i - 1][j - 1] + 1 : (R[i - 1][j] > R[i][j - 1] ? R[i - 1][j] : R[i][j - 1]);
    int bad = L[N][N] != R[N][N] || L[N / 2][N / 3] != R[N / 2][N / 3];
    printf("kernels LCS anti-diagonals (%d diagonals), best ms: %d %.3f (LCS %d)  %s\n", 2 * N - 1, N, best * 1e3, L[N][N], bad ? "WRONG" : "ok");
    return bad != 0;
}

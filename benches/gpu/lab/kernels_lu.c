/* LU elimination without pivoting as textbooks write it in `kernels` (a[i][k] /= a[k][k],
 * then the trailing rows), n = 1024, a kernels construct per pivot inside a data region.
 * Before the apps6 session the dependence test saw a[i][k] against a[k][k] as carried: one
 * serial kernel per pivot; after, the rows below the pivot are gang-parallel and the columns
 * vector. Build with two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 1024
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static double a[N][N], ref[N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) ref[i][j] = (i == j) ? N : 1.0 / (1 + ((i * 7 + j * 3) % 11));
    double best = 1e9;
    for (int r = 0; r < 3; r++) {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) a[i][j] = ref[i][j];
        double t0 = now();
#pragma acc data copy(a)
        for (int k = 0; k < N - 1; k++) {
#pragma acc kernels
            for (int i = k + 1; i < N; i++) {
                a[i][k] /= a[k][k];
                for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j];
            }
        }
        double t1 = now();
        if (t1 - t0 < best) best = t1 - t0;
    }
    /* check a few entries of L*U against the matrix */
    int bad = 0;
    for (int i = 0; i < N; i += 97)
        for (int j = 0; j < N; j += 89) {
            double s = 0;
            for (int k = 0; k <= (i < j ? i : j); k++) s += (k == i ? 1.0 : a[i][k]) * a[k][j];
            double d = s - ref[i][j];
            bad += d > 1e-6 || -d > 1e-6;
        }
    printf("kernels LU (copy in, %d pivots, copy out), best ms: %d %.3f  %s\n", N - 1, N, best * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

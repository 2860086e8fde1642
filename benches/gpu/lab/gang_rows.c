/* Row-per-gang kernels whose gang loop body ends with an inner vector loop or a leader's
 * store (atax's row sums, a covariance-like triangle): the block barrier that ended each
 * gang iteration is gone (2026-11-29). Build with two oxacc builds and compare on the GPU
 * machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 8192
#define M 2048
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    double *a = malloc(sizeof(double) * N * M), *x = malloc(sizeof(double) * M), *t = malloc(sizeof(double) * N);
    int nc = 1024;
    double *c = malloc(sizeof(double) * nc * nc);
    for (long i = 0; i < (long)N * M; i++) a[i] = (double)(i % 7) - 3;
    for (int j = 0; j < M; j++) x[j] = 1.0 / (1 + j % 5);
    double best[2] = {1e9, 1e9};
#pragma acc data copyin(a[0:N*M], x[0:M]) create(t[0:N], c[0:nc*nc])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
#pragma acc parallel loop gang present(a[0:N*M], x[0:M], t[0:N])
            for (int i = 0; i < N; i++) {
                double s = 0;
#pragma acc loop vector reduction(+:s)
                for (int j = 0; j < M; j++) s += a[(long)i * M + j] * x[j];
                t[i] = s;
            }
            double t1 = now();
#pragma acc parallel loop gang present(a[0:N*M], c[0:nc*nc])
            for (int i = 0; i < nc; i++) {
#pragma acc loop vector
                for (int j = i; j < nc; j++) {
                    double s = 0;
                    for (int k = 0; k < 64; k++) s += a[(long)k * nc + i] * a[(long)k * nc + j];
                    c[i * nc + j] = s;
                    c[j * nc + i] = s;
                }
            }
            double t2 = now();
            if (r >= 2) {
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
            }
        }
#pragma acc update self(t[0:N], c[0:nc*nc])
    }
    int bad = 0;
    for (int i = 0; i < N; i += 101) {
        double s = 0;
        for (int j = 0; j < M; j++) s += a[(long)i * M + j] * x[j];
        bad += t[i] != s && (t[i] - s > 1e-9 * (s < 0 ? -s : s) + 1e-12 || s - t[i] > 1e-9 * (s < 0 ? -s : s) + 1e-12);
    }
    for (int i = 0; i < nc; i += 37)
        for (int j = 0; j < nc; j += 41) {
            double s = 0;
            for (int k = 0; k < 64; k++) s += a[(long)k * nc + i] * a[(long)k * nc + j];
            bad += c[i * nc + j] != s;
        }
    printf("gang rows, best ms: row sums %dx%d %.3f  triangle %d^2 x64 %.3f  %s\n", N, M, best[0] * 1e3, nc,
           best[1] * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

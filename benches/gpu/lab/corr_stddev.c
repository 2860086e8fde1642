/* correlation's standard deviations (PolyBench; here 4096 x 4096): `parallel loop` over the
 * columns j, gang-redundant `double mj = mean[j];`, a `loop reduction(+:s)` over the rows
 * reading data[i][j] and storing nothing but its reduction copy, then the leader's
 * `sd[j] = sqrt(s / n)`. Before gpuperf8: a block barrier before the reduction loop and two
 * in a row after it; after: none (the reduction's own barrier orders the reads). Build with
 * two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 4096
#define M 4096
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static void stddev(int n, int m, const double *data, const double *mean, double *sd) {
#pragma acc parallel loop present(data[0:n*m], mean[0:m], sd[0:m])
    for (int j = 0; j < m; j++) {
        double mj = mean[j];
        double s = 0.0;
#pragma acc loop reduction(+:s)
        for (int i = 0; i < n; i++) s += (data[(long)i * m + j] - mj) * (data[(long)i * m + j] - mj);
        sd[j] = sqrt(s / n);
    }
}
int main(void) {
    double *data = malloc(sizeof(double) * N * M), *mean = malloc(sizeof(double) * M), *sd = malloc(sizeof(double) * M);
    for (long k = 0; k < (long)N * M; k++) data[k] = (double)(k % 13) - 6;
    for (int j = 0; j < M; j++) mean[j] = 0.25 * (j % 5);
    double best = 1e9;
#pragma acc data copyin(data[0:N*M], mean[0:M]) create(sd[0:M])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
            stddev(N, M, data, mean, sd);
            double t1 = now();
            if (r >= 2 && t1 - t0 < best) best = t1 - t0;
        }
#pragma acc update self(sd[0:M])
    }
    int bad = 0;
    for (int j = 0; j < M; j += 37) {
        double s = 0;
        for (int i = 0; i < N; i++) s += (data[(long)i * M + j] - mean[j]) * (data[(long)i * M + j] - mean[j]);
        double d = sd[j] - sqrt(s / N);
        bad += d > 1e-9 || -d > 1e-9;
    }
    printf("correlation stddev, best ms: %dx%d %.3f  %s\n", N, M, best * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

/* covariance's column means written with the clause (PolyBench M=1200 columns, here 4096 x
 * 4096): `parallel loop` over j, `loop reduction(+:s)` over the rows reading data[i][j].
 * Before gpuperf7: one column per block, the rows on 256 lanes (each warp's loads touching
 * 32 rows); after: 32 columns per block on the lanes, 8 row slices combined in shared
 * memory. Build with two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 4096
#define M 4096
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static void means(int n, int m, const double *data, double *mean) {
#pragma acc parallel loop present(data[0:n*m], mean[0:m])
    for (int j = 0; j < m; j++) {
        double s = 0.0;
#pragma acc loop reduction(+:s)
        for (int i = 0; i < n; i++) s += data[(long)i * m + j];
        mean[j] = s / n;
    }
}
int main(void) {
    double *data = malloc(sizeof(double) * N * M), *mean = malloc(sizeof(double) * M);
    for (long k = 0; k < (long)N * M; k++) data[k] = (double)(k % 13) - 6;
    double best = 1e9;
#pragma acc data copyin(data[0:N*M]) create(mean[0:M])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
            means(N, M, data, mean);
            double t1 = now();
            if (r >= 2 && t1 - t0 < best) best = t1 - t0;
        }
#pragma acc update self(mean[0:M])
    }
    int bad = 0;
    for (int j = 0; j < M; j += 37) {
        double s = 0;
        for (int i = 0; i < N; i++) s += data[(long)i * M + j];
        double d = mean[j] - s / N;
        bad += d > 1e-9 || -d > 1e-9;
    }
    printf("covariance column means, best ms: %dx%d %.3f  %s\n", N, M, best * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

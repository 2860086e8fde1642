/* Transposes under tile(32, 32) whose tiled kernel stages each 32 x 32 tile in shared memory
 * (loads and stores both coalesced; before, the stores stepped across rows): a float copy
 * and a scaled double, on sizes that are not multiples of 32, with collapse(2) beside them.
 * Build with two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <openacc.h>
#define N 8191
#define M 8000
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    float *a = malloc(sizeof(float) * N * M), *b = malloc(sizeof(float) * N * M);
    double *x = malloc(sizeof(double) * N * M), *y = malloc(sizeof(double) * N * M);
    for (long i = 0; i < (long)N * M; i++) {
        a[i] = (float)(i % 1000);
        x[i] = (double)(i % 977);
    }
    double best[3] = {1e9, 1e9, 1e9};
#pragma acc data copyin(a[0:N*M], x[0:N*M]) create(b[0:N*M], y[0:N*M])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
#pragma acc parallel loop collapse(2) present(a[0:N*M], b[0:N*M])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++) b[(long)j * N + i] = a[(long)i * M + j];
            double t1 = now();
#pragma acc parallel loop tile(32, 32) present(a[0:N*M], b[0:N*M])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++) b[(long)j * N + i] = a[(long)i * M + j];
            double t2 = now();
#pragma acc parallel loop tile(32, 32) present(x[0:N*M], y[0:N*M])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++) y[(long)j * N + i] = 0.5 * x[(long)i * M + j];
            double t3 = now();
            if (r >= 2) {
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
                if (t3 - t2 < best[2]) best[2] = t3 - t2;
            }
        }
#pragma acc update self(b[0:N*M], y[0:N*M])
    }
    int bad = 0;
    for (long i = 0; i < N; i += 97)
        for (long j = 0; j < M; j += 89) {
            bad += b[j * N + i] != a[i * M + j];
            bad += y[j * N + i] != 0.5 * x[i * M + j];
        }
    printf("transpose %dx%d, best ms: float collapse(2) %.3f  float tile(32,32) %.3f  double scaled tile(32,32) %.3f  %s\n",
           N, M, best[0] * 1e3, best[1] * 1e3, best[2] * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

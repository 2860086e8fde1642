/* atax / bicg written with the sum in memory (`q[i] = 0; for (j) q[i] = q[i] + A[i][j] *
 * p[j];`, PolyBench's loops under `parallel loop`): since 2026-11-29 the inner loop runs on a
 * register copy of q[i] after a disjointness check in the thread (kernel/accum.rs). Build with
 * two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>
#define N 16384
#define M 4096
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    double *A = malloc(sizeof(double) * N * M), *p = malloc(sizeof(double) * M), *r = malloc(sizeof(double) * N);
    double *q = malloc(sizeof(double) * N), *s = malloc(sizeof(double) * M);
    for (long i = 0; i < (long)N * M; i++) A[i] = (double)(i % 7) - 3;
    for (int j = 0; j < M; j++) p[j] = 1.0 / (1 + j % 5);
    for (int i = 0; i < N; i++) r[i] = 1.0 / (1 + i % 3);
    double best[2] = {1e9, 1e9};
#pragma acc data copyin(A[0:N*M], p[0:M], r[0:N]) create(q[0:N], s[0:M])
    {
        for (int rep = 0; rep < 12; rep++) {
            double t0 = now();
            /* atax's first product: one row per thread. */
#pragma acc parallel loop present(A[0:N*M], p[0:M], q[0:N])
            for (int i = 0; i < N; i++) {
                q[i] = 0;
                for (int j = 0; j < M; j++)
                    q[i] = q[i] + A[(long)i * M + j] * p[j];
            }
            double t1 = now();
            /* bicg's transposed product: one column per thread (coalesced reads of A). */
#pragma acc parallel loop present(A[0:N*M], r[0:N], s[0:M])
            for (int j = 0; j < M; j++) {
                s[j] = 0;
                for (int i = 0; i < N; i++)
                    s[j] = s[j] + r[i] * A[(long)i * M + j];
            }
            double t2 = now();
            if (rep >= 2) {
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
            }
        }
#pragma acc update self(q[0:N], s[0:M])
    }
    int bad = 0;
    for (int i = 0; i < N; i += 97) {
        double t = 0, mag = 0;
        for (int j = 0; j < M; j++) {
            t = t + A[(long)i * M + j] * p[j];
            mag += fabs(A[(long)i * M + j] * p[j]);
        }
        /* Within rounding: the GPU contracts a*b+c into an FMA (as nvcc does by default). */
        bad += fabs(q[i] - t) > 1e-12 * mag;
    }
    for (int j = 0; j < M; j += 31) {
        double t = 0, mag = 0;
        for (int i = 0; i < N; i++) {
            t = t + r[i] * A[(long)i * M + j];
            mag += fabs(r[i] * A[(long)i * M + j]);
        }
        bad += fabs(s[j] - t) > 1e-12 * mag;
    }
    printf("atax/bicg element sums, best ms: rows %dx%d %.3f  columns %.3f  %s\n", N, M, best[0] * 1e3,
           best[1] * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

/* bicg's row sums written with an element reduction (`loop vector reduction(+:q[i])` in a
 * gang loop over i, q a pointer or VLA parameter): built since 2026-11-29, and each lane's
 * copy of q[i] is an array of the thread instead of a device malloc/free per lane and row.
 * Build with two oxacc builds and compare on the GPU machine (scripts/gpu-lab-ab.sh); a
 * build before 7b8fde9 rejects it. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 8192
#define M 4096
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static void rows(int n, int m, const double *A, const double *p, double *q) {
#pragma acc parallel loop gang present(A[0:n*m], p[0:m], q[0:n])
    for (int i = 0; i < n; i++) {
        q[i] = 0;
#pragma acc loop vector reduction(+:q[i])
        for (int j = 0; j < m; j++) q[i] += A[(long)i * m + j] * p[j];
    }
}
int main(void) {
    double *A = malloc(sizeof(double) * N * M), *p = malloc(sizeof(double) * M), *q = malloc(sizeof(double) * N);
    for (long i = 0; i < (long)N * M; i++) A[i] = (double)(i % 7) - 3;
    for (int j = 0; j < M; j++) p[j] = 1.0 / (1 + j % 5);
    double best = 1e9;
#pragma acc data copyin(A[0:N*M], p[0:M]) create(q[0:N])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
            rows(N, M, A, p, q);
            double t1 = now();
            if (r >= 2 && t1 - t0 < best) best = t1 - t0;
        }
#pragma acc update self(q[0:N])
    }
    int bad = 0;
    for (int i = 0; i < N; i += 89) {
        double s = 0;
        for (int j = 0; j < M; j++) s += A[(long)i * M + j] * p[j];
        double d = q[i] - s;
        bad += d > 1e-9 * (s < 0 ? -s : s) + 1e-9 || -d > 1e-9 * (s < 0 ? -s : s) + 1e-9;
    }
    printf("bicg element reduction, best ms: %dx%d %.3f  %s\n", N, M, best * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

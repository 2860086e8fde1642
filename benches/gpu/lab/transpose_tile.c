/* An 8192^2 float transpose as collapse(2), tile(32,32) and tile(16,16) (issue 10,
 * 2026-11-29): build with two oxacc builds and compare on the GPU machine (docs/bench-gpu.md). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <openacc.h>
#define N 8192
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    float *a = malloc(sizeof(float) * N * N), *b = malloc(sizeof(float) * N * N);
    for (long i = 0; i < (long)N * N; i++) a[i] = (float)(i % 1000);
    double best[3] = {1e9, 1e9, 1e9};
#pragma acc data copyin(a[0:N*N]) create(b[0:N*N])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
#pragma acc parallel loop collapse(2) present(a[0:N*N], b[0:N*N])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++) b[(long)j * N + i] = a[(long)i * N + j];
            double t1 = now();
#pragma acc parallel loop tile(32, 32) present(a[0:N*N], b[0:N*N])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++) b[(long)j * N + i] = a[(long)i * N + j];
            double t2 = now();
#pragma acc parallel loop tile(16, 16) present(a[0:N*N], b[0:N*N])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++) b[(long)j * N + i] = a[(long)i * N + j];
            double t3 = now();
            if (r >= 2) {
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
                if (t3 - t2 < best[2]) best[2] = t3 - t2;
            }
        }
#pragma acc update self(b[0:N*N])
    }
    int bad = 0;
    for (long i = 0; i < N; i += 97) for (long j = 0; j < N; j += 89) bad += b[j * N + i] != a[i * N + j];
    printf("transpose 8192^2 float, best ms: collapse(2) %.3f  tile(32,32) %.3f  tile(16,16) %.3f  %s\n",
           best[0] * 1e3, best[1] * 1e3, best[2] * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

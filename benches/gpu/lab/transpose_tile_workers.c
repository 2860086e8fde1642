/* An 8192^2 float transpose as `tile(32,32)` with explicit levels `gang worker vector
 * num_workers(4) vector_length(32)` (2026-11-30: the tiled twin in shared memory, as for
 * `tile(32,32)` alone; before, the flat kernel whose warps store to 32 rows), against plain
 * `tile(32,32)`. Build with two oxacc builds (scripts/gpu-lab-ab.sh) and compare the first
 * column on the GPU machine. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <openacc.h>
#define N 8192
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    float *a = malloc(sizeof(float) * N * N), *b = malloc(sizeof(float) * N * N);
    for (long i = 0; i < (long)N * N; i++) a[i] = (float)(i % 1000);
    double best[2] = {1e9, 1e9};
#pragma acc data copyin(a[0:N*N]) create(b[0:N*N])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(4) vector_length(32) \
    present(a[0:N*N], b[0:N*N])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++) b[(long)j * N + i] = a[(long)i * N + j];
            double t1 = now();
#pragma acc parallel loop tile(32, 32) present(a[0:N*N], b[0:N*N])
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++) b[(long)j * N + i] = a[(long)i * N + j];
            double t2 = now();
            if (r >= 2) {
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
            }
        }
#pragma acc update self(b[0:N*N])
    }
    int bad = 0;
    for (long i = 0; i < N; i += 97) for (long j = 0; j < N; j += 89) bad += b[j * N + i] != a[i * N + j];
    printf("transpose 8192^2 float, best ms: tile(32,32) gang worker vector %.3f  tile(32,32) %.3f  %s\n",
           best[0] * 1e3, best[1] * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

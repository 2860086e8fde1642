/* A `kernels` 3-D sweep along j over a hand-flattened array (2026-11-29, gpuperf2): k gang, j
 * sequential, i vector in one kernel, against host loops over k and j with one kernel per row
 * before. Build with two oxacc builds and compare on the GPU machine (docs/bench-gpu.md).
 * Usage: sweep3d [nx ny nz] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(int argc, char **argv) {
    int nx = argc > 3 ? atoi(argv[1]) : 256, ny = argc > 3 ? atoi(argv[2]) : 256,
        nz = argc > 3 ? atoi(argv[3]) : 256;
    long n = (long)nx * ny * nz;
    float *restrict b = malloc(sizeof(float) * n);
    for (long x = 0; x < n; x++) b[x] = 1.0f;
    double best = 1e9;
#pragma acc data copy(b[0:n])
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now();
#pragma acc kernels present(b[0:n])
        for (int k = 0; k < nz; k++)
            for (int j = 1; j < ny; j++)
                for (int i = 0; i < nx; i++) b[i + nx * (j + ny * k)] = 0.5f * b[i + nx * (j + ny * k)] + b[i + nx * (j - 1 + ny * k)];
        double t1 = now();
        if (rep >= 1 && t1 - t0 < best) best = t1 - t0;
    }
    /* Column values follow v_j = 0.5 v_j + v_{j-1}, five times over; check one against the host. */
    float *col = malloc(sizeof(float) * ny);
    for (int j = 0; j < ny; j++) col[j] = 1.0f;
    for (int rep = 0; rep < 5; rep++)
        for (int j = 1; j < ny; j++) col[j] = 0.5f * col[j] + col[j - 1];
    int ok = b[(nx - 1) + (long)nx * ((ny - 1) + (long)ny * (nz - 1))] == col[ny - 1];
    printf("kernels 3-D sweep along j, %dx%dx%d, best ms: %.3f  %s\n", nx, ny, nz, best * 1e3, ok ? "ok" : "WRONG");
    return 0;
}

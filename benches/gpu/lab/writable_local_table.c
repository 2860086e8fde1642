/* const_local_table.c with the table declared without `const` (`double t[4096] = {...};`,
 * never written in the region): since gpuperf7 the same static const object in the module;
 * before, each thread filled a local-memory copy at every iteration. Build with two oxacc
 * builds (scripts/gpu-lab-ab.sh) and compare on the GPU machine; the build time shows
 * NVRTC's cost of the per-thread table too. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <openacc.h>
#define N (1 << 22)
#define E(i) ((i) * 0.25 - 7.0)
#define T4(i) E(i), E((i) + 1), E((i) + 2), E((i) + 3)
#define T16(i) T4(i), T4((i) + 4), T4((i) + 8), T4((i) + 12)
#define T64(i) T16(i), T16((i) + 16), T16((i) + 32), T16((i) + 48)
#define T256(i) T64(i), T64((i) + 64), T64((i) + 128), T64((i) + 192)
#define T1024(i) T256(i), T256((i) + 256), T256((i) + 512), T256((i) + 768)
#define T4096(i) T1024(i), T1024((i) + 1024), T1024((i) + 2048), T1024((i) + 3072)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    double *o = malloc(sizeof(double) * N);
    double best = 1e9;
#pragma acc data create(o[0:N])
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
#pragma acc parallel loop present(o[0:N])
            for (int i = 0; i < N; i++) {
                double t[4096] = {T4096(0)};
                o[i] = t[(i * 97) & 4095] + t[(i * 31 + 7) & 4095];
            }
            double t1 = now();
            if (r >= 2 && t1 - t0 < best) best = t1 - t0;
        }
#pragma acc update self(o[0:N])
    }
    int bad = 0;
    for (int i = 0; i < N; i += 977)
        bad += o[i] != E((i * 97) & 4095) + E((i * 31 + 7) & 4095);
    printf("writable (never written) local table 4096 doubles, 2^22 iterations, best ms: %.3f  %s\n", best * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

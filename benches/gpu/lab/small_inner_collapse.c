/* NPB-style `kernels loop collapse(3)` over a nest whose innermost loop has 5 iterations
 * (2026-11-29, gpuperf2): vector on the collapsed loops and the m loop in each thread, against
 * vector(256) on the m loop before. Build with two oxacc builds and compare on the GPU machine
 * (docs/bench-gpu.md). Usage: small_inner_collapse [n] (an n^3 grid of 5 doubles) */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 160;
    long cells = (long)n * n * n;
    double (*restrict u)[5] = malloc(sizeof(double) * 5 * cells);
    double (*restrict r)[5] = malloc(sizeof(double) * 5 * cells);
    for (long c = 0; c < cells; c++)
        for (int m = 0; m < 5; m++) u[c][m] = (double)(c % 97) + m;
    double best = 1e9;
#pragma acc data copyin(u[0:cells]) copyout(r[0:cells])
    for (int rep = 0; rep < 10; rep++) {
        double t0 = now();
#pragma acc kernels loop collapse(3) present(u[0:cells], r[0:cells])
        for (int k = 0; k < n; k++)
            for (int j = 0; j < n; j++)
                for (int i = 0; i < n; i++)
                    for (int m = 0; m < 5; m++) {
                        long c = ((long)k * n + j) * n + i;
                        r[c][m] = 0.5 * u[c][m] + 0.25 * (m + 1);
                    }
        double t1 = now();
        if (rep >= 2 && t1 - t0 < best) best = t1 - t0;
    }
    long c = cells - 1;
    int ok = r[c][4] == 0.5 * u[c][4] + 1.25;
    printf("kernels loop collapse(3), m < 5, %d^3 cells, best ms: %.3f  %s\n", n, best * 1e3, ok ? "ok" : "WRONG");
    return 0;
}

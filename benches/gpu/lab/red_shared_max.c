/* max / min / || reductions on small arrays written as assignments, and a loop's reduction on
 * an array in device memory (2026-11-29, gpuperf2): one shared copy per gang with shared
 * atomics, against a copy per thread combined element by element before. Build with two
 * oxacc builds and compare on the GPU machine (docs/bench-gpu.md). Usage: red_shared_max [n] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define NB 64
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1L << 24;
    float *x = malloc(sizeof(float) * n);
    for (long i = 0; i < n; i++) x[i] = (float)((i * 7919) % 100003) * 0.01f;
    double mx[NB], mn[NB], best = 1e9, best2 = 1e9;
    int any[NB], h[NB];
#pragma acc data copyin(x[0:n])
    for (int rep = 0; rep < 10; rep++) {
        for (int b = 0; b < NB; b++) { mx[b] = -1; mn[b] = 1e30; any[b] = 0; h[b] = 0; }
        double t0 = now();
#pragma acc parallel loop present(x[0:n]) reduction(max:mx) reduction(min:mn) reduction(||:any)
        for (long i = 0; i < n; i++) {
            int b = (int)(i % NB);
            mx[b] = fmax(mx[b], (double)x[i]);
            mn[b] = mn[b] < x[i] ? mn[b] : x[i];
            any[b] = any[b] || x[i] > 999.0f;
        }
        double t1 = now();
#pragma acc parallel present(x[0:n]) copy(h)
        {
#pragma acc loop gang vector reduction(+:h)
            for (long i = 0; i < n; i++) h[(int)x[i] & (NB - 1)] += 1;
        }
        double t2 = now();
        if (rep >= 2 && t1 - t0 < best) best = t1 - t0;
        if (rep >= 2 && t2 - t1 < best2) best2 = t2 - t1;
    }
    long tot = 0;
    for (int b = 0; b < NB; b++) tot += h[b];
    int ok = tot == n && mx[0] >= mn[0];
    printf("max/min/|| on %d bins over %ld: %.3f ms; loop reduction(+:h) on copy(h): %.3f ms  %s\n", NB, n, best * 1e3, best2 * 1e3, ok ? "ok" : "WRONG");
    return 0;
}

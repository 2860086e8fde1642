/* private(tmp[0:m]) with a run-time m (issue 10, 2026-11-29): build with two oxacc builds and
 * compare on the GPU machine (docs/bench-gpu.md). Usage: private_slab [m] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(int argc, char **argv) {
    int m = argc > 1 ? atoi(argv[1]) : 16;
    long n = 1L << 22;
    float *out = malloc(sizeof(float) * n);
    float *tmp = malloc(sizeof(float) * m);
    double best = 1e9;
#pragma acc data create(out[0:n])
    for (int r = 0; r < 10; r++) {
        double t0 = now();
#pragma acc parallel loop private(tmp[0:m]) present(out[0:n])
        for (long i = 0; i < n; i++) {
            for (int k = 0; k < m; k++) tmp[k] = (float)(i + k);
            float s = 0;
            for (int k = m - 1; k >= 0; k--) s = s * 0.5f + tmp[k];
            out[i] = s;
        }
        double t1 = now();
        if (r >= 2 && t1 - t0 < best) best = t1 - t0;
#pragma acc update self(out[0:n]) if(r == 9)
    }
    float s = 0; for (int k = m - 1; k >= 0; k--) s = s * 0.5f + (float)(n - 1 + k);
    printf("private(tmp[0:%d]) over 2^22 iterations, best ms: %.3f  %s\n", m, best * 1e3, out[n - 1] == s ? "ok" : "WRONG");
    return 0;
}

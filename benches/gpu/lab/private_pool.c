/* private(tmp[0:m]) with a run-time m on a vector loop inside a gang-worker loop, and a
 * worker's copy too large for shared memory set up in a gang loop's body: before, a device
 * malloc/free per thread (worker) and outer iteration; now a slice of one pool per gang and
 * launch. Build with two oxacc builds and compare on the GPU machine
 * (scripts/gpu-lab-ab.sh). Usage: private_pool [m] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(int argc, char **argv) {
    int m = argc > 1 ? atoi(argv[1]) : 16;
    int n = 1 << 14, mw = 4096 + m;
    float *out = malloc(sizeof(float) * n * 64), *tmp = NULL, *w = NULL;
    float *o2 = malloc(sizeof(float) * n * 4);
    double best[2] = {1e9, 1e9};
#pragma acc data create(out[0:n * 64], o2[0:n * 4])
    for (int r = 0; r < 10; r++) {
        double t0 = now();
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) present(out[0:n * 64])
        for (int i = 0; i < n; i++) {
#pragma acc loop vector private(tmp[0:m])
            for (int j = 0; j < 64; j++) {
                for (int k = 0; k < m; k++) tmp[k] = (float)(i + j + k);
                float s = 0;
                for (int k = m - 1; k >= 0; k--) s = s * 0.5f + tmp[k];
                out[i * 64 + j] = s;
            }
        }
        double t1 = now();
#pragma acc parallel loop gang num_workers(4) vector_length(32) present(o2[0:n * 4])
        for (int i = 0; i < n; i++) {
#pragma acc loop worker private(w[0:mw])
            for (int q = 0; q < 4; q++) {
#pragma acc loop vector
                for (int k = 0; k < mw; k++) w[k] = (float)(i * q + k);
                o2[i * 4 + q] = w[mw - 1];
            }
        }
        double t2 = now();
        if (r >= 2) {
            if (t1 - t0 < best[0]) best[0] = t1 - t0;
            if (t2 - t1 < best[1]) best[1] = t2 - t1;
        }
#pragma acc update self(out[0:n * 64], o2[0:n * 4]) if(r == 9)
    }
    float s = 0;
    for (int k = m - 1; k >= 0; k--) s = s * 0.5f + (float)(n - 1 + 63 + k);
    int ok = out[(long)(n - 1) * 64 + 63] == s && o2[(n - 1) * 4 + 3] == (float)((n - 1) * 3 + mw - 1);
    printf("private pools, best ms: vector private(tmp[0:%d]) in a worker loop %.3f  worker private(w[0:%d]) %.3f  %s\n",
           m, best[0] * 1e3, mw, best[1] * 1e3, ok ? "ok" : "WRONG");
    return !ok;
}

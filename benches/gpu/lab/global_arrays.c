/* PolyBench's shape: fixed-size arrays at file scope. A Jacobi 2-D step and atax's row sums
 * (`q[i] = q[i] + A[i][j] * x[j]`) on them, and a tile(32,32) transpose with
 * vector_length(128). Since the gpuperf5 session the arrays the kernels only read are
 * `const T (*__restrict__)[..]` parameters (read-only loads), the row sum's register
 * accumulator skips its run-time disjointness test (distinct arrays), and the transpose's
 * tile goes through shared memory under vector_length too. Build with two oxacc builds and
 * compare on the GPU machine (scripts/gpu-lab-ab.sh). */
#include <stdio.h>
#include <math.h>
#include <time.h>
#define N 4096
static double A[N][N], B[N][N], x[N], q[N];
static float T[N][N], U[N][N];
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main(void) {
    for (int i = 0; i < N; i++) {
        x[i] = 1.0 / (1 + i % 5);
        for (int j = 0; j < N; j++) { A[i][j] = (double)((i * 7 + j) % 13); T[i][j] = (float)((i + 3 * j) % 1000); }
    }
    double best[3] = {1e9, 1e9, 1e9};
#pragma acc data copyin(A, x, T) create(B, q, U)
    {
        for (int r = 0; r < 12; r++) {
            double t0 = now();
#pragma acc parallel loop collapse(2) present(A, B)
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < N - 1; j++)
                    B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j] + A[i + 1][j]);
            double t1 = now();
#pragma acc parallel loop present(A, x, q)
            for (int i = 0; i < N; i++) {
                q[i] = 0;
                for (int j = 0; j < N; j++)
                    q[i] = q[i] + A[i][j] * x[j];
            }
            double t2 = now();
#pragma acc parallel loop tile(32, 32) vector_length(128) present(T, U)
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++)
                    U[j][i] = T[i][j];
            double t3 = now();
            if (r >= 2) {
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
                if (t3 - t2 < best[2]) best[2] = t3 - t2;
            }
        }
#pragma acc update self(B, q, U)
    }
    int bad = 0;
    for (int i = 1; i < N - 1; i += 97)
        for (int j = 1; j < N - 1; j += 89) {
            double w = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j] + A[i + 1][j]);
            bad += fabs(B[i][j] - w) > 1e-12 * fabs(w) + 1e-12;
            bad += U[j][i] != T[i][j];
        }
    for (int i = 0; i < N; i += 101) {
        double t = 0;
        for (int j = 0; j < N; j++) t = t + A[i][j] * x[j];
        bad += fabs(q[i] - t) > 1e-9 * fabs(t) + 1e-9;
    }
    printf("global arrays N=%d, best ms: jacobi2d %.3f  atax rows %.3f  transpose vl128 %.3f  %s\n",
           N, best[0] * 1e3, best[1] * 1e3, best[2] * 1e3, bad ? "WRONG" : "ok");
    return bad != 0;
}

/* OpenACC 3.3, 2.2.1 (gang-redundant and worker-single code) and 2.9.11: a value every thread
 * of the group reads before a partitioned loop whose iterations store nothing but their own
 * copies (`double mj = a[j];`, then a `reduction(+:s)` loop), and the leader's store after it
 * into the element read before (`a[j] = sqrt(s / n) + mj`). No barrier comes before such a
 * loop (since 2026-11-30): the loop's reduction (or its end barrier) is what keeps a thread
 * that has yet to read `a[j]` from seeing the leader's new value. Gang-redundant code with
 * blocks of 128 and 32 threads, and worker-single code of a worker loop. */
#include <math.h>
#include "check.h"

enum { N = 48, M = 24, W = 4 };

int main(void) {
    static double d[N][M], a[M], b[M], c[W][M], want[M];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) d[i][j] = (i * 7 + j * 3) % 11 - 5;
    for (int j = 0; j < M; j++) {
        a[j] = b[j] = 0.5 * j;
        for (int w = 0; w < W; w++) c[w][j] = 0.5 * j + w;
    }
    int n = N, m = M;
#pragma acc parallel loop gang vector_length(128) copy(a) copyin(d)
    for (int j = 0; j < m; j++) {
        double mj = a[j];
        double s = 0;
#pragma acc loop vector reduction(+:s)
        for (int i = 0; i < n; i++) s += (d[i][j] - mj) * (d[i][j] - mj);
        a[j] = sqrt(s / n) + mj;
    }
#pragma acc parallel loop gang vector_length(32) copy(b) copyin(d)
    for (int j = 0; j < m; j++) {
        double mj = b[j];
        double s = 0;
#pragma acc loop vector reduction(+:s)
        for (int i = 0; i < n; i++) s += (d[i][j] - mj) * (d[i][j] - mj);
        b[j] = sqrt(s / n) + mj;
    }
#pragma acc parallel loop gang num_workers(W) vector_length(32) copy(c) copyin(d)
    for (int j = 0; j < m; j++) {
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            double mj = c[w][j];
            double s = 0;
#pragma acc loop vector reduction(+:s)
            for (int i = 0; i < n; i++) s += (d[i][j] - mj) * (d[i][j] - mj);
            c[w][j] = s / n + mj;
        }
    }
    for (int j = 0; j < M; j++) {
        double mj = 0.5 * j, s = 0;
        for (int i = 0; i < N; i++) s += (d[i][j] - mj) * (d[i][j] - mj);
        want[j] = sqrt(s / N) + mj;
        CHECK(fabs(a[j] - want[j]) < 1e-9);
        CHECK(fabs(b[j] - want[j]) < 1e-9);
        for (int w = 0; w < W; w++) {
            double mw = 0.5 * j + w, t = 0;
            for (int i = 0; i < N; i++) t += (d[i][j] - mw) * (d[i][j] - mw);
            CHECK(fabs(c[w][j] - (t / N + mw)) < 1e-9);
        }
    }
    CHECK_DONE();
}

/* OpenACC 3.3, 1.2 (execution model), 2.2 (gang-redundant / worker-single modes) and 2.15.1:
 * a routine that fills a gang-private (or worker-private) array through its pointer
 * parameter, called in gang- or worker-single code
 *   - in a declaration's initializer (`int ok = solve(b, d);`): the CUDA code ran the call on
 *     the group's leader and broadcast `ok` alone, so the other lanes of the following vector
 *     loop read their own uninitialized `d` (a silent wrong result, found by the apps10 hunt's
 *     Levenberg-Marquardt port);
 *   - in an `if` condition (`if (!solve(b, d)) continue;`): the region ran on the host only
 *     ("a condition with side effects in gang-, worker- or vector-single code"); the leader
 *     now evaluates it for the group and broadcasts the value and the array;
 *   - in a `while` condition (`while (halve(st))`), evaluated the same way at every test, and
 *     in a `do ... while` one after each pass (the body has no `continue`).
 * Every lane of the vector loops must see the routine's values. */
#include "check.h"

enum { N = 24, M = 40, W = 4 };

#pragma acc routine seq
static int halve(double *st)
{
    if (st[0] < 1) return 0;
    st[0] /= 2;
    st[1] += 1;
    return 1;
}

#pragma acc routine seq
static int solve(const double *b, double *d)
{
    if (b[0] < 0) return 0;
    d[0] = 2 * b[0];
    d[1] = b[0] + b[1];
    d[2] = b[1] - 1;
    return 1;
}

int main(void)
{
    static double out[N * M], out2[N * M], out3[N * M], out4[N * M], wout[N * W * M];
    static int flag[N], flag2[N];
#pragma acc parallel loop gang vector_length(32) copyout(out, flag)
    for (int i = 0; i < N; i++) {
        double b[2] = {i % 5 == 4 ? -1.0 : (double)i, 3.0}, d[3];
        int ok = solve(b, d);
        flag[i] = ok;
        if (!ok) continue;
#pragma acc loop vector
        for (int j = 0; j < M; j++) out[i * M + j] = d[0] + d[1] * j + d[2];
    }
#pragma acc parallel loop gang vector_length(32) copyout(out2, flag2)
    for (int i = 0; i < N; i++) {
        double b[2] = {i % 5 == 4 ? -1.0 : (double)i, 3.0}, d[3];
        flag2[i] = 0;
        if (!solve(b, d)) continue;
        flag2[i] = 1;
#pragma acc loop vector
        for (int j = 0; j < M; j++) out2[i * M + j] = d[0] + d[1] * j + d[2];
    }
#pragma acc parallel loop gang num_workers(W) vector_length(32) copyout(wout)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            double b[2] = {(double)(i + w), (double)w}, d[3];
            if (solve(b, d)) {
#pragma acc loop vector
                for (int j = 0; j < M; j++) wout[(i * W + w) * M + j] = d[0] * j + d[1] + d[2];
            } else {
#pragma acc loop vector
                for (int j = 0; j < M; j++) wout[(i * W + w) * M + j] = -1;
            }
        }
    }
#pragma acc parallel loop gang vector_length(32) copyout(out3)
    for (int i = 0; i < N; i++) {
        double st[2] = {(double)(i * 8), 0};
#pragma acc loop vector
        for (int j = 0; j < M; j++) out3[i * M + j] = 0;
        while (halve(st)) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) out3[i * M + j] += st[0] + j;
        }
#pragma acc loop vector
        for (int j = 0; j < M; j++) out3[i * M + j] += 1000 * st[1];
    }
#pragma acc parallel loop gang num_workers(2) vector_length(32) copyout(out4)
    for (int i = 0; i < N; i++) {
        double st[2] = {(double)(i * 8 + 3), 0};
#pragma acc loop worker vector
        for (int j = 0; j < M; j++) out4[i * M + j] = 0;
        do {
#pragma acc loop worker vector
            for (int j = 0; j < M; j++) out4[i * M + j] += st[0] * j;
        } while (halve(st));
#pragma acc loop worker vector
        for (int j = 0; j < M; j++) out4[i * M + j] += 1000 * st[1];
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double st[2] = {(double)(i * 8 + 3), 0}, want[M] = {0};
        do
            for (int j = 0; j < M; j++) want[j] += st[0] * j;
        while (halve(st));
        for (int j = 0; j < M; j++) bad += out4[i * M + j] != want[j] + 1000 * st[1];
    }
    for (int i = 0; i < N; i++) {
        double st[2] = {(double)(i * 8), 0}, want[M] = {0};
        while (halve(st))
            for (int j = 0; j < M; j++) want[j] += st[0] + j;
        for (int j = 0; j < M; j++) bad += out3[i * M + j] != want[j] + 1000 * st[1];
    }
    for (int i = 0; i < N; i++) {
        int ok = i % 5 != 4;
        bad += flag[i] != ok || flag2[i] != ok;
        if (ok)
            for (int j = 0; j < M; j++) {
                double want = 2.0 * i + (i + 3.0) * j + 2.0;
                bad += out[i * M + j] != want;
                bad += out2[i * M + j] != want;
            }
        for (int w = 0; w < W; w++)
            for (int j = 0; j < M; j++)
                bad += wout[(i * W + w) * M + j] != 2.0 * (i + w) * j + (i + w + w) + (w - 1.0);
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

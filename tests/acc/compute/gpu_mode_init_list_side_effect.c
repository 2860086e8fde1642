/* OpenACC 3.3, 1.2 (execution model) and 2.2 (gang-redundant / worker-single modes): a
 * gang-private array or struct initialized by a brace list whose expressions call routines
 * with side effects (`double b[2] = {take(cnt, i) + 1.0, 3.0};`, a counter in device memory;
 * `struct pr p = {fill(d, i), 7};`, a routine filling the group's private array `d`), in a gang
 * loop's body and in a worker loop's body before a vector loop: the list is evaluated once
 * per gang (worker) and every lane of the following vector loop sees the values. The region
 * ran on the host only before ("an initializer list with side effects in gang-redundant or
 * worker-single code", found by the apps10 hunt). */
#include "check.h"

enum { N = 8, M = 32, W = 4 };

struct pr { int a, b; };

#pragma acc routine seq
static int take(int *c, int i) { return c[i]++; }

#pragma acc routine seq
static int fill(int *d, int i)
{
    d[0] = 3 * i;
    d[1] = i + 1;
    return 2 * i;
}

int main(void)
{
    static int cnt[N], wcnt[N * W];
    static double o[N * M], wo[N * W * M];
#pragma acc parallel loop gang vector_length(32) copy(cnt) copyout(o)
    for (int i = 0; i < N; i++) {
        double b[2] = {take(cnt, i) + 1.0, 3.0};
        int d[2];
        struct pr p = {fill(d, i), 7};
#pragma acc loop vector
        for (int j = 0; j < M; j++) o[i * M + j] = b[0] + b[1] + p.a + p.b + d[0] + d[1] + j;
    }
#pragma acc parallel loop gang num_workers(W) vector_length(32) copy(wcnt) copyout(wo)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            int e[3] = {take(wcnt, i * W + w), w, take(wcnt, i * W + w)};
#pragma acc loop vector
            for (int j = 0; j < M; j++) wo[(i * W + w) * M + j] = 10 * e[1] + 100 * (e[0] + e[2]) + j; /* C leaves the order of the list's calls open */
        }
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        bad += cnt[i] != 1;
        for (int j = 0; j < M; j++) bad += o[i * M + j] != 1.0 + 3.0 + 2 * i + 7 + 3 * i + i + 1 + j;
        for (int w = 0; w < W; w++) {
            bad += wcnt[i * W + w] != 2;
            for (int j = 0; j < M; j++) bad += wo[(i * W + w) * M + j] != 10 * w + 100 + j;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

/* OpenACC 3.3, 1.2 (execution model) and 2.2 (gang-redundant / worker-single modes): a
 * `switch` whose controlling expression calls a routine with side effects on device memory
 * (`switch (take(cnt, i))`, bumping a counter) in a gang loop's body, and in a worker loop's
 * body before a vector loop, runs the call once per gang (worker), as gang-redundant code
 * with one thread per gang would. The CUDA code evaluated it in every thread of the group:
 * the counter went up by the vector length and the cases taken were wrong (a silent wrong
 * result, found by the apps10 hunt). Also a routine filling the group's private array
 * through a pointer in the controlling expression: every lane sees its values. */
#include "check.h"

enum { N = 8, M = 32, W = 4 };

#pragma acc routine seq
static int take(int *c, int i)
{
    int v = c[i];
    c[i] = v + 1;
    return v % 3;
}

#pragma acc routine seq
static unsigned fill(int *d, int i)
{
    d[0] = i;
    d[1] = 2 * i;
    return (unsigned)i % 2u;
}

int main(void)
{
    static int cnt[N], wcnt[N * W], o[N * M], wo[N * W * M], po[N * M];
#pragma acc parallel loop gang vector_length(32) copy(cnt) copyout(o)
    for (int i = 0; i < N; i++) {
        int add;
        switch (take(cnt, i)) {
        case 0: add = 10; break;
        case 1: add = 20; break;
        default: add = 30;
        }
#pragma acc loop vector
        for (int j = 0; j < M; j++) o[i * M + j] = add + j;
    }
#pragma acc parallel loop gang num_workers(W) vector_length(32) copy(wcnt) copyout(wo)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            int add = 0;
            switch (take(wcnt, i * W + w) + w) {
            case 0: add = 1; break;
            case 3: add = 4; break;
            default: add = 9;
            }
#pragma acc loop vector
            for (int j = 0; j < M; j++) wo[(i * W + w) * M + j] = add * 100 + j;
        }
    }
#pragma acc parallel loop gang vector_length(32) copyout(po)
    for (int i = 0; i < N; i++) {
        int d[2];
        int s = 0;
        switch (fill(d, i)) {
        case 0u: s = d[0]; break;
        case 1u: s = d[1]; break;
        }
#pragma acc loop vector
        for (int j = 0; j < M; j++) po[i * M + j] = s + d[0] * j;
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        bad += cnt[i] != 1;
        for (int j = 0; j < M; j++) {
            bad += o[i * M + j] != 10 + j;
            bad += po[i * M + j] != (i % 2 ? 2 * i : i) + i * j;
        }
        for (int w = 0; w < W; w++) {
            bad += wcnt[i * W + w] != 1;
            int add = w == 0 ? 1 : w == 3 ? 4 : 9;
            for (int j = 0; j < M; j++) bad += wo[(i * W + w) * M + j] != add * 100 + j;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}

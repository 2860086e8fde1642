/* OpenACC 3.3, 2.2 (one copy of a gang-private or worker-private object per gang or worker)
 * and 2.6.1: a pointer to a gang-private array, scalar or struct, or to a worker-private
 * array, and a store through it by code partitioned deeper than the object (worker-single
 * code of a worker loop, `if (w == 1) *p = 5;`; one vector lane, `if (j == 3) *q = j;`);
 * the same with the pointer kept in memory (an array of pointers, a struct member, a global
 * array of pointers a routine called by the lanes stores through, 2.15.1). Every
 * thread of the gang (worker) reads the one object after the loop. The CUDA code gave each
 * thread its own copy and broadcast only the leader's stores, so the store of another
 * worker's leader or lane was lost (emul: 0 for 5). */
#include "check.h"

enum { N = 12, M = 40, W = 4, L = 33 };

struct P {
    int a, b;
};

struct H {
    int *p;
};

int *gps[N];
#pragma acc declare create(gps)

#pragma acc routine seq
static void mark(int i, int j) {
    if (j == 4) gps[i][1] = 11;
}

int main(void) {
    static int out[N][M], sout[N], wout[N][W], mout[N][M], hout[N][M], rout[N][M], gout[N][M];
    static int *ps[N];
    int n = N, m = M;
#pragma acc parallel loop gang num_workers(W) vector_length(32) copyout(out)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
        int *p = c + 1;
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            if (w == 1) *p = 5 + i;
        }
#pragma acc loop worker vector
        for (int j = 0; j < m; j++) out[i][j] = c[0] + c[1] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(out[i][j] == 2 * i + 5 + j);

#pragma acc parallel loop gang vector_length(64) copyout(sout)
    for (int i = 0; i < n; i++) {
        int x = -1;
        struct P pr = {0, 0};
        int *q = &x;
        struct P *pp = &pr;
#pragma acc loop vector
        for (int j = 0; j < m; j++) {
            if (j == 3) *q = j + i;
            if (j == 7) pp->b = 2 * j;
        }
        sout[i] = x * 100 + pr.b;
    }
    for (int i = 0; i < N; i++) CHECK(sout[i] == (3 + i) * 100 + 14);

#pragma acc parallel loop gang num_workers(W) vector_length(32) copyout(wout)
    for (int i = 0; i < n; i++) {
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            int t[3] = {0, 0, 0};
            int *tp = t;
#pragma acc loop vector
            for (int l = 0; l < L; l++) {
                if (l == 5) tp[2] = l * w;
            }
            int u = 0;
#pragma acc loop vector reduction(+:u)
            for (int l = 0; l < L; l++) u += t[2];
            wout[i][w] = u;
        }
    }
    for (int i = 0; i < N; i++)
        for (int w = 0; w < W; w++) CHECK(wout[i][w] == 5 * w * L);

    /* The pointer in device memory: an array of pointers, one per gang. */
#pragma acc parallel loop gang vector_length(64) copyout(mout) create(ps)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
        ps[i] = c;
#pragma acc loop vector
        for (int j = 0; j < m; j++) {
            if (j == 9) ps[i][1] = 7;
        }
#pragma acc loop vector
        for (int j = 0; j < m; j++) mout[i][j] = c[0] + c[1];
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(mout[i][j] == i + 7);

    /* The pointer in a struct member of the gang. */
#pragma acc parallel loop gang vector_length(64) copyout(hout)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
        struct H h;
        h.p = c;
#pragma acc loop vector
        for (int j = 0; j < m; j++) {
            if (j == 11) h.p[1] = 3;
        }
#pragma acc loop vector
        for (int j = 0; j < m; j++) hout[i][j] = c[0] + c[1] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(hout[i][j] == i + 3 + j);

    /* The pointer in a global array that a routine stores through. */
#pragma acc parallel loop gang vector_length(64) copyout(rout)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
        gps[i] = c;
#pragma acc loop vector
        for (int j = 0; j < m; j++) mark(i, j);
#pragma acc loop vector
        for (int j = 0; j < m; j++) rout[i][j] = c[0] + c[1] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(rout[i][j] == i + 11 + j);

    /* A worker's local pointer that points to the worker's own array, then to the gang's. */
#pragma acc parallel loop gang num_workers(W) vector_length(32) copyout(gout)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
#pragma acc loop worker
        for (int w = 0; w < W; w++) {
            int t[2] = {0, 0};
            int *tp = t;
            tp[0] = w;
            if (w == 2) tp = c;
            if (w == 2) tp[1] = 9 + t[0];
        }
#pragma acc loop worker vector
        for (int j = 0; j < m; j++) gout[i][j] = c[0] + c[1] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(gout[i][j] == i + 11 + j);
    CHECK_DONE();
}

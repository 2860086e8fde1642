/* OpenACC 3.3, 1.2 (execution model) and 2.2 (gang-redundant / worker-single modes): in a
 * gang loop's body, a local pointer to a gang-private array, scalar or struct and a store
 * through it before an inner loop reads the object; the same with a worker-private array
 * in a worker loop's body before a vector loop; a pointer set in an inner block and stored
 * through after it; a pointer declared in a sequential `for` header. The group has one such object, so every
 * thread of the inner loop sees the store. The CUDA code ran the store on the group's leader
 * only, through the leader's pointer, so the other threads kept their own stale copies. */
#include "check.h"

enum { N = 16, M = 40, L = 33 };

struct P {
    int a, b;
};

int main(void) {
    static int out[N][M], wout[N][M], bout[N][M], fout[N][M];
    int n = N, m = M;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(out)
    for (int i = 0; i < n; i++) {
        int c[3];
        c[0] = i;
        c[1] = 2;
        c[2] = 0;
        int *p = c + 1;
        *p = 7;
        p[1] += i;
#pragma acc loop worker vector
        for (int j = 0; j < m; j++) out[i][j] = c[0] + c[1] * 3 + c[2] * 11 + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(out[i][j] == i + 21 + i * 11 + j);

#pragma acc parallel loop gang num_workers(2) vector_length(32) copyout(wout)
    for (int i = 0; i < n; i++) {
        int x = 1;
        struct P pr = {3, 4};
        int *q = &x;
        struct P *pp = &pr;
        *q += i;
        pp->b = i * 2;
#pragma acc loop worker
        for (int j = 0; j < m; j++) {
            int w[2] = {j, 0};
            int *wp;
            wp = w;
            wp[1] = x + pr.b;
            int u = 0;
#pragma acc loop vector reduction(+:u)
            for (int l = 0; l < L; l++) u += w[0] + w[1];
            wout[i][j] = u + pr.a;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(wout[i][j] == (j + 1 + i + i * 2) * L + 3);

#pragma acc parallel loop gang num_workers(2) vector_length(32) copyout(bout)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
        int *p;
        {
            p = c + 1;
        }
        *p = 5;
#pragma acc loop worker vector
        for (int j = 0; j < m; j++) bout[i][j] = c[0] + c[1] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(bout[i][j] == i + 5 + j);

#pragma acc parallel loop gang num_workers(2) vector_length(32) copyout(fout)
    for (int i = 0; i < n; i++) {
        int c[2] = {i, 0};
        for (int *p = c + 1; p < c + 2; p++) *p = 6;
#pragma acc loop worker vector
        for (int j = 0; j < m; j++) fout[i][j] = c[0] + c[1] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(fout[i][j] == i + 6 + j);
    CHECK_DONE();
}

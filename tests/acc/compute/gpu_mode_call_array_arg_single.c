/* OpenACC 3.3, 1.2 (execution model), 2.2 (gang-redundant / worker-single modes) and 2.15.1:
 * a gang-private array passed to a routine (it decays to a pointer the routine stores
 * through) in gang-single code, and a worker-private array passed the same way in a worker
 * loop's body: the group has one such array, so every thread of the following worker or
 * vector loop sees the routine's stores. The CUDA code ran the call on the group's leader
 * only, which changed the leader's per-thread copy alone (found by the semantic fuzzer:
 * `sfz_bump(c, ...)` in b_group_shared). Also an array member plus an offset, and a
 * conditional choosing the array. */
#include "check.h"

enum { N = 20, M = 37, L = 40 };

struct S {
    int v[4];
};

#pragma acc routine seq
static void bump(int *c, int d) {
    c[0] -= d;
    c[1] += c[0];
}

int main(void) {
    static int out[N][M], wout[N][M], sout[N][M];
    int n = N, m = M;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(out)
    for (int i = 0; i < n; i++) {
        int c[3];
        c[0] = i;
        c[1] = 2;
        c[2] = 5;
        bump(c, 3);
#pragma acc loop worker vector
        for (int j = 0; j < m; j++) out[i][j] = c[0] * 100 + c[1] * 10 + c[2] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(out[i][j] == (i - 3) * 100 + (2 + i - 3) * 10 + 5 + j);

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(wout)
    for (int i = 0; i < n; i++) {
#pragma acc loop worker
        for (int j = 0; j < m; j++) {
            int w[2], z[2];
            w[0] = j;
            w[1] = 1;
            z[0] = z[1] = 0;
            bump(i % 2 ? w : z, i % 4);
            int vs = 0;
#pragma acc loop vector reduction(+:vs)
            for (int l = 0; l < L; l++) vs += w[0] + w[1] + (l == 0);
            wout[i][j] = vs;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            int w0 = j, w1 = 1;
            if (i % 2) {
                w0 -= i % 4;
                w1 += w0;
            }
            CHECK(wout[i][j] == (w0 + w1) * L + 1);
        }

#pragma acc parallel loop gang vector_length(64) copyout(sout)
    for (int i = 0; i < n; i++) {
        struct S s;
        s.v[0] = i;
        s.v[1] = 7;
        s.v[2] = 1;
        s.v[3] = 0;
        bump(s.v + 1, 2);
#pragma acc loop vector
        for (int j = 0; j < m; j++) sout[i][j] = s.v[0] + s.v[1] * 3 + s.v[2] * 11 + s.v[3] + j;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(sout[i][j] == i + 5 * 3 + 6 * 11 + j);
    CHECK_DONE();
}

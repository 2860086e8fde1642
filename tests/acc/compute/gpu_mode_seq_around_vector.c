/* OpenACC 3.3, 1.2 and 2.9.5 (seq): a sequential loop (`loop seq`, or no directive) in a gang
 * loop's body, around vector loops: each time step's vector loop reads what other lanes wrote
 * in the previous step (a ring stencil with ping-pong rows), so every step must see the whole
 * previous step. Also a seq loop around a worker loop. */
#include "check.h"

enum { N = 24, M = 100, T = 9 };

static void host_ref(int *x) {
    static int y[M];
    for (int t = 0; t < T; t++) {
        for (int j = 0; j < M; j++) y[j] = (x[(j + M - 1) % M] + 2 * x[j] + x[(j + 1) % M]) % 1009;
        for (int j = 0; j < M; j++) x[j] = y[j] + t;
    }
}

int main(void) {
    static int x[N * M], y[N * M], want[N * M];
    for (int i = 0; i < N * M; i++) x[i] = want[i] = (i * 31) % 97;
    for (int i = 0; i < N; i++) host_ref(&want[i * M]);

#pragma acc parallel loop gang num_workers(2) vector_length(32) copy(x) create(y)
    for (int i = 0; i < N; i++) {
        int *xi = &x[i * M], *yi = &y[i * M];
#pragma acc loop seq
        for (int t = 0; t < T; t++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) yi[j] = (xi[(j + M - 1) % M] + 2 * xi[j] + xi[(j + 1) % M]) % 1009;
#pragma acc loop vector
            for (int j = 0; j < M; j++) xi[j] = yi[j] + t;
        }
    }
    for (int i = 0; i < N * M; i++) CHECK(x[i] == want[i]);

    /* The same with a plain for (no directive) and worker loops of rows. */
    static int p[N * 4 * M], q[N * 4 * M], pw[N * 4 * M];
    for (int i = 0; i < N * 4 * M; i++) p[i] = pw[i] = (i * 13) % 101;
    for (int r = 0; r < N * 4; r++) host_ref(&pw[r * M]);
#pragma acc parallel loop gang num_workers(4) vector_length(64) copy(p) create(q)
    for (int i = 0; i < N; i++) {
        for (int t = 0; t < T; t++) {
#pragma acc loop worker
            for (int w = 0; w < 4; w++) {
                int *pi = &p[(i * 4 + w) * M], *qi = &q[(i * 4 + w) * M];
#pragma acc loop vector
                for (int j = 0; j < M; j++) qi[j] = (pi[(j + M - 1) % M] + 2 * pi[j] + pi[(j + 1) % M]) % 1009;
#pragma acc loop vector
                for (int j = 0; j < M; j++) pi[j] = qi[j] + t;
            }
        }
    }
    for (int i = 0; i < N * 4 * M; i++) CHECK(p[i] == pw[i]);
    CHECK_DONE();
}

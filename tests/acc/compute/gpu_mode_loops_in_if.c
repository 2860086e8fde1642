/* OpenACC 3.3, 1.2 and 2.9: partitioned loops inside `if`s whose condition differs between
 * gangs (gang-private) and between workers of one gang (worker-private): only the workers that
 * take the branch run its vector loop, the others go on. Also a loop under an `if` in
 * gang-redundant code and an `else` branch with a different level. */
#include "check.h"

enum { N = 90, W = 5, M = 50 };

int main(void) {
    static int a[N * M], b[N * W * M], flags[N * W];
    for (int i = 0; i < N * W; i++) flags[i] = (i * 7) % 3 != 0;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(a)
    for (int i = 0; i < N; i++) {
        if (i % 3 == 0) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) a[i * M + j] = j;
        } else if (i % 3 == 1) {
#pragma acc loop worker vector
            for (int j = 0; j < M; j++) a[i * M + j] = 2 * j;
        } else {
            for (int j = 0; j < M; j++) a[i * M + j] = -j;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(a[i * M + j] == (i % 3 == 0 ? j : i % 3 == 1 ? 2 * j : -j));

#pragma acc parallel loop gang num_workers(W) vector_length(32) copyin(flags) copyout(b)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker
        for (int j = 0; j < W; j++) {
            int *row = &b[(i * W + j) * M];
            if (flags[i * W + j]) {
#pragma acc loop vector
                for (int k = 0; k < M; k++) row[k] = k + 1;
            } else {
#pragma acc loop vector
                for (int k = 0; k < M; k++) row[k] = -(k + 1);
                if (j == 0) {
#pragma acc loop vector
                    for (int k = 0; k < M; k++) row[k] *= 3;
                }
            }
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < W; j++)
            for (int k = 0; k < M; k++)
                CHECK(b[(i * W + j) * M + k] ==
                      (flags[i * W + j] ? k + 1 : -(k + 1) * (j == 0 ? 3 : 1)));

    /* Gang-redundant `if` around a gang loop: taken or not by every gang alike. */
    static int c[1000];
    for (int n = 0; n <= 1000; n += 1000) {
        for (int i = 0; i < 1000; i++) c[i] = 7;
#pragma acc parallel num_gangs(8) vector_length(64) copy(c)
        {
            if (n > 0) {
#pragma acc loop gang vector
                for (int i = 0; i < n; i++) c[i] = i;
            }
        }
        for (int i = 0; i < 1000; i++) CHECK(c[i] == (n > 0 ? i : 7));
    }
    CHECK_DONE();
}

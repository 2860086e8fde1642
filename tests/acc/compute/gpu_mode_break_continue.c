/* OpenACC 3.3, 1.2 and 2.9: `continue` in a gang loop's body before its inner vector loop (the
 * whole gang skips the iteration, no lane is left waiting), `break` out of a sequential loop
 * around vector loops decided by a vector reduction, `continue` and `break` inside a vector
 * loop's own sequential inner loop, and `continue` in a vector loop body. */
#include "check.h"

enum { N = 60, M = 90 };

int main(void) {
    static int a[N * M], steps[N];
    for (int i = 0; i < N * M; i++) a[i] = -1;
#pragma acc parallel loop gang num_workers(2) vector_length(32) copy(a) copyout(steps)
    for (int i = 0; i < N; i++) {
        steps[i] = -1;
        if (i % 4 == 1) continue;
        int s = 0;
        for (int t = 0; t < 100; t++) {
            int big = 0;
#pragma acc loop vector reduction(max:big)
            for (int j = 0; j < M; j++) {
                if (j % 3 == 0) continue;
                a[i * M + j] = t * j;
                big = a[i * M + j] > big ? a[i * M + j] : big;
            }
            s = t;
            if (big > 40 * i) break;
        }
        steps[i] = s;
    }
    for (int i = 0; i < N; i++) {
        if (i % 4 == 1) {
            CHECK(steps[i] == -1);
            for (int j = 0; j < M; j++) CHECK(a[i * M + j] == -1);
            continue;
        }
        int want = 0;
        for (int t = 0; t < 100; t++) {
            want = t;
            if (t * (M - 1) > 40 * i) break;
        }
        /* the largest j written is M-1 (89 % 3 != 0) */
        CHECK(steps[i] == want);
        for (int j = 0; j < M; j++) CHECK(a[i * M + j] == (j % 3 == 0 ? -1 : want * j));
    }

    /* break/continue in a seq loop inside each vector lane */
    static int first[N * M];
#pragma acc parallel loop gang vector copyout(first)
    for (int x = 0; x < N * M; x++) {
        int f = -1;
        for (int d = 2; d < 100; d++) {
            if (d % 2 == 0 && d > 2) continue;
            if (x % d == 0) {
                f = d;
                break;
            }
        }
        first[x] = f;
    }
    for (int x = 0; x < N * M; x++) {
        int f = -1;
        for (int d = 2; d < 100; d++) {
            if (d % 2 == 0 && d > 2) continue;
            if (x % d == 0) {
                f = d;
                break;
            }
        }
        CHECK(first[x] == f);
    }
    CHECK_DONE();
}

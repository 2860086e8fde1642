/* OpenACC 3.3, 2.9.7 (auto clause): loop auto on parallel loops whose iterations are
 * independent, on a loop with a real dependence (the implementation must keep it sequential
 * or the result is wrong: a prefix sum), auto inside gang and worker loops, and
 * `kernels loop auto` (V&V loop_auto.c, parallel_loop_auto). */
#include <openacc.h>
#include "check.h"
#define N 120
#define M 16
int main(void) {
    static int a[N], b[N], c[N][M];
    for (int i = 0; i < N; i++) a[i] = i % 9, b[i] = 0;
#pragma acc parallel loop auto copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] * a[i];
    for (int i = 0; i < N; i++) CHECK(b[i] == (i % 9) * (i % 9));
    /* a dependence carried by the auto loop: a prefix sum inside one gang */
#pragma acc parallel num_gangs(1) copy(b)
    {
#pragma acc loop auto
        for (int i = 1; i < N; i++) b[i] += b[i - 1];
    }
    long run = 0;
    for (int i = 0; i < N; i++) {
        run += (i % 9) * (i % 9);
        CHECK(b[i] == run);
    }
#pragma acc parallel loop gang copyout(c)
    for (int i = 0; i < N; i++) {
#pragma acc loop auto
        for (int j = 0; j < M; j++) c[i][j] = i * M + j;
#pragma acc loop auto
        for (int j = 1; j < M; j++) c[i][j] += c[i][j - 1];
    }
    for (int i = 0; i < N; i++) {
        long s = 0;
        for (int j = 0; j < M; j++) {
            s += i * M + j;
            CHECK(c[i][j] == s);
        }
    }
#pragma acc kernels loop auto copy(a)
    for (int i = 1; i < N; i++) a[i] = a[i - 1] + 1;
    for (int i = 0; i < N; i++) CHECK(a[i] == i);
    CHECK_DONE();
}

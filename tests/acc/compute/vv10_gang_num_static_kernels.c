/* OpenACC 3.3, 2.9.2 (gang clause): gang(num: n, static: s) on a kernels loop, gang(static: *)
 * and gang(static: 1) with worker and vector inside, on parallel and kernels; and a kernels
 * construct's num_gangs/num_workers/vector_length with loops of every level: each iteration
 * runs once and the results are right whatever the distribution (V&V kernels_loop_gang*.c). */
#include <openacc.h>
#include "check.h"
#define N 300
#define M 20
int main(void) {
    int a[N], b[N], c[N][M];
    for (int i = 0; i < N; i++) a[i] = i, b[i] = 0;
#pragma acc kernels loop gang(num: 4, static: 3) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = 2 * a[i] + 1;
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i + 1);
#pragma acc parallel loop gang(static: *) num_gangs(5) copy(b)
    for (int i = 0; i < N; i++) b[i] -= i;
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);
    int s = 7;
#pragma acc kernels num_gangs(3) num_workers(2) vector_length(32) copyout(c)
    {
#pragma acc loop gang(static: s)
        for (int i = 0; i < N; i++) {
#pragma acc loop worker
            for (int j = 0; j < M / 2; j++) c[i][j] = i + j;
#pragma acc loop vector
            for (int j = M / 2; j < M; j++) c[i][j] = i - j;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(c[i][j] == (j < M / 2 ? i + j : i - j));
    long total = 0;
#pragma acc parallel loop gang(static: 1) worker vector copyin(c) reduction(+:total) num_workers(4)
    for (int i = 0; i < N; i++) total += c[i][i % M];
    long want = 0;
    for (int i = 0; i < N; i++) want += c[i][i % M];
    CHECK(total == want);
    CHECK_DONE();
}

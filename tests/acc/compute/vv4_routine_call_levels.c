/* OpenACC 3.3, 2.15.1 and 2.9 (levels): a vector routine called in a `gang worker` loop and
 * in a loop whose level the implementation picks, a worker routine in a `gang` loop of a
 * combined construct with num_workers, a seq routine in a `vector` loop, in parallel, serial
 * and kernels. */
#include <openacc.h>
#include "check.h"
#define N 64
#pragma acc routine vector
static int vsum(const int *a, int n) {
    int s = 0;
#pragma acc loop vector reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}
#pragma acc routine worker
static int wsum(const int *a, int n) {
    int s = 0;
#pragma acc loop worker vector reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}
#pragma acc routine seq
static int sq(int x) { return x * x; }
int main(void) {
    static int a[N][N];
    int r1[N], r2[N], r3[N], r4[N], r5[N], r6[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = i + j;
#pragma acc data copyin(a) copyout(r1, r2, r3, r4, r5, r6)
    {
#pragma acc parallel loop gang worker num_workers(4)
        for (int i = 0; i < N; i++) r1[i] = vsum(a[i], N);
#pragma acc parallel loop
        for (int i = 0; i < N; i++) r2[i] = vsum(a[i], N);
#pragma acc parallel loop gang num_workers(8)
        for (int i = 0; i < N; i++) r3[i] = wsum(a[i], N);
#pragma acc parallel loop gang vector
        for (int i = 0; i < N; i++) r4[i] = sq(i);
#pragma acc serial loop
        for (int i = 0; i < N; i++) r5[i] = wsum(a[i], N);
#pragma acc kernels loop
        for (int i = 0; i < N; i++) r6[i] = vsum(a[i], N);
    }
    for (int i = 0; i < N; i++) {
        int s = N * i + N * (N - 1) / 2;
        CHECK(r1[i] == s && r2[i] == s && r3[i] == s && r5[i] == s && r6[i] == s);
        CHECK(r4[i] == i * i);
    }
    CHECK_DONE();
}

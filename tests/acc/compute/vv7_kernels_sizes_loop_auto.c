/* OpenACC 3.3, 2.5.3 kernels with num_gangs/num_workers/vector_length (2.5.10-2.5.12: each
 * kernel of the region uses them), loop auto (2.9.7: the compiler decides; dependent loops
 * stay sequential, independent ones are partitioned, results as if sequential), loop auto
 * with gang/worker/vector levels on nested loops, and reductions on auto loops (gcc libgomp
 * kernels-loop-*.c, loop-auto-1.c; V&V kernels_loop_auto.c). */
#include "check.h"
#define N 300
#define M 40
int main(void) {
    static int a[N], b[N], c[N][M], pre[N];
    long sum = 0;
    int ng = 8, nw = 4, vl = 32;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; pre[i] = 1; }
#pragma acc kernels num_gangs(ng) num_workers(nw) vector_length(vl) copyin(a) copyout(b, c) copy(pre)
    {
#pragma acc loop auto
        for (int i = 0; i < N; i++) b[i] = 2 * a[i];
#pragma acc loop auto
        for (int i = 0; i < N; i++)
#pragma acc loop auto
            for (int j = 0; j < M; j++) c[i][j] = a[i] + j;
        /* a true dependence: auto must keep it sequential */
#pragma acc loop auto
        for (int i = 1; i < N; i++) pre[i] = pre[i - 1] + a[i];
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(c[i][j] == i + j);
    for (int i = 1; i < N; i++) CHECK(pre[i] == pre[i - 1] + i);
    /* auto with a reduction, in parallel and kernels */
#pragma acc parallel loop auto reduction(+:sum) copyin(a)
    for (int i = 0; i < N; i++) sum += a[i];
    CHECK(sum == (long)N * (N - 1) / 2);
    int mx = -1;
#pragma acc kernels loop auto reduction(max:mx) copyin(c) num_gangs(4)
    for (int i = 0; i < N; i++) {
        int m = 0;
#pragma acc loop auto reduction(max:m)
        for (int j = 0; j < M; j++) m = c[i][j] > m ? c[i][j] : m;
        mx = m > mx ? m : mx;
    }
    CHECK(mx == N - 1 + M - 1);
    /* auto on an inner loop of a gang loop, auto with worker and vector levels given */
#pragma acc parallel loop gang num_workers(nw) vector_length(vl) copy(c)
    for (int i = 0; i < N; i++) {
#pragma acc loop auto worker vector
        for (int j = 0; j < M; j++) c[i][j] -= i;
    }
    for (int j = 0; j < M; j++) CHECK(c[N - 1][j] == j);
    /* kernels with only the sizes and a scalar section */
    int s = 0;
#pragma acc kernels num_gangs(1) num_workers(1) vector_length(1) copy(s)
    {
        s = 5;
        for (int i = 0; i < 10; i++) s += i;
    }
    CHECK(s == 50);
    CHECK_DONE();
}

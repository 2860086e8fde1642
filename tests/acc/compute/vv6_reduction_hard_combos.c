/* OpenACC 3.3, 2.5.15 / 2.9.11 reductions in combinations: a reduction on the serial
 * construct with loops inside, worker vector on one loop in a serial construct, the same
 * variable reduced on a kernels loop gang and its inner vector loop, a collapse(2) loop with
 * an array-section reduction, a _Complex array section with + and *, a _Bool array with &&
 * and ||, and a struct (composite: each member reduced, 2.5.15) on serial loop: V&V
 * serial_reduction, parallel_loop_reduction_add_general, serial_loop_reduction_*. */
#include <complex.h>
#include <stdbool.h>
#include "check.h"
#define N 96
#define M 5
struct stats { long sum; int cnt; double wsum; };
static int v[N];
int main(void) {
    for (int i = 0; i < N; i++) v[i] = (i * 13) % 17 - 4;
    long ref = 0;
    for (int i = 0; i < N; i++) ref += v[i];
    /* reduction clause on the serial construct */
    long s = 10;
#pragma acc serial copyin(v) reduction(+:s)
    {
        for (int i = 0; i < N; i++) s += v[i];
#pragma acc loop worker vector reduction(+:s)
        for (int i = 0; i < N; i++) s += v[i];
    }
    CHECK(s == 10 + 2 * ref);
    /* the same variable on a gang loop and on its inner vector loop */
    long t = 0;
#pragma acc kernels loop gang copyin(v) reduction(+:t)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector reduction(+:t)
        for (int j = 0; j < M; j++) t += v[i] * j;
    }
    CHECK(t == ref * (M * (M - 1) / 2));
    /* collapse(2) with a section reduction */
    int h[M + 2];
    for (int j = 0; j < M + 2; j++) h[j] = -1;
#pragma acc parallel loop collapse(2) copyin(v) reduction(+:h[1:M])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) h[1 + (v[i] + 4 + j) % M] += 1;
    CHECK(h[0] == -1 && h[M + 1] == -1);
    int tot = 0;
    for (int j = 1; j <= M; j++) tot += h[j] + 1;
    CHECK(tot == N * M);
    /* _Complex array sections */
    double complex z[3] = {1, 1, 1};
#pragma acc parallel loop reduction(+:z[0:2])
    for (int i = 0; i < 8; i++) { z[0] += I; z[1] += 1.0 * i; }
    CHECK(z[0] == 1 + 8 * I && z[1] == 1 + 28 && z[2] == 1);
    float complex zp[2] = {1, 2};
#pragma acc serial loop reduction(*:zp)
    for (int i = 0; i < 4; i++) { zp[0] *= I; zp[1] *= 2; }
    CHECK(zp[0] == 1 && zp[1] == 32);
    /* _Bool arrays */
    bool all[2] = {true, true}, any[2] = {false, false};
#pragma acc parallel loop copyin(v) reduction(&&:all) reduction(||:any)
    for (int i = 0; i < N; i++) {
        all[0] = all[0] && v[i] > -5;
        all[1] = all[1] && v[i] > 0;
        any[0] = any[0] || v[i] == 12;
        any[1] = any[1] || v[i] > 100;
    }
    CHECK(all[0] && !all[1] && any[0] && !any[1]);
    /* a struct: each member reduced */
    struct stats st = {0, 0, 0.0};
#pragma acc serial loop copyin(v) reduction(+:st)
    for (int i = 0; i < N; i++) { st.sum += v[i]; st.cnt += v[i] > 0; st.wsum += 0.5 * v[i]; }
    int pos = 0;
    for (int i = 0; i < N; i++) pos += v[i] > 0;
    CHECK(st.sum == ref && st.cnt == pos && st.wsum == 0.5 * ref);
    struct stats mx = {-1000, -1000, -1000.0};
#pragma acc parallel loop gang vector copyin(v) reduction(max:mx)
    for (int i = 0; i < N; i++) {
        mx.sum = mx.sum > v[i] ? mx.sum : v[i];
        mx.cnt = mx.cnt > -v[i] ? mx.cnt : -v[i];
        mx.wsum = mx.wsum > 0.25 * v[i] ? mx.wsum : 0.25 * v[i];
    }
    CHECK(mx.sum == 12 && mx.cnt == 4 && mx.wsum == 3.0);
    CHECK_DONE();
}

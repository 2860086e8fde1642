/* OpenACC 3.3, 2.5.2 serial construct (one gang, one worker, vector length one) with several
 * loop gang / loop worker / loop vector blocks one after another, each reading the previous
 * block's results (V&V serial_loop_gang_blocking.c, serial_loop_worker_blocking.c,
 * serial_loop_vector_blocking.c), and a serial loop with reduction and collapse. */
#include "check.h"
#define N 1024
int main(void) {
    static double a[N], b[N], c[N], d[N];
    for (int i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = i * 0.25; c[i] = 0; d[i] = 0; }
#pragma acc serial copyin(a, b) copy(c, d)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
#pragma acc loop gang
        for (int i = 0; i < N; i++) d[i] = c[i] * 2.0;
#pragma acc loop worker
        for (int i = 0; i < N; i++) c[i] = d[(i + 1) % N];
#pragma acc loop vector
        for (int i = 0; i < N; i++) d[i] = c[i] - a[i];
#pragma acc loop gang worker vector
        for (int i = 0; i < N; i++) c[i] = d[N - 1 - i];
    }
    for (int i = 0; i < N; i++) {
        int j = (i + 1) % N;
        double dd = 2.0 * (a[j] + b[j]) - a[i];
        CHECK(d[i] == dd);
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == d[N - 1 - i]);
    double s = 0;
    int m = 0;
#pragma acc serial loop gang collapse(2) reduction(+:s) reduction(max:m) copyin(a)
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 32; j++) {
            s += a[i * 32 + j];
            m = i * j > m ? i * j : m;
        }
    CHECK(s == 0.5 * N * (N - 1) / 2 && m == 31 * 31);
    CHECK_DONE();
}

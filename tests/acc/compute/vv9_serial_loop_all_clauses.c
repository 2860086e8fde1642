/* OpenACC 3.3, 2.5.2 (serial construct: one gang of one worker with vector length one) with
 * loop clauses 2.9: gang, worker and vector loops, collapse, tile, private and reduction in a
 * serial region all run on the one lane; an order-dependent computation (a running prefix)
 * gives the sequential result because the loops run in order (V&V serial_loop_gang,
 * serial_loop_worker, serial_loop_vector, serial_loop_tile). */
#include "check.h"
#define N 300
#define R 12
#define C 15
int main(void) {
    static long pre[N], hp[N];
    static int m[R][C];
    long total = 0;
    int tmp;
#pragma acc serial copyout(pre, m) copy(total)
    {
        long run = 0;
#pragma acc loop gang worker vector
        for (int i = 0; i < N; i++) {
            run += i; /* in order: one lane */
            pre[i] = run;
        }
#pragma acc loop collapse(2) private(tmp) reduction(+:total)
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                tmp = r * C + c;
                m[r][c] = tmp;
                total += tmp;
            }
#pragma acc loop tile(4, 4) gang vector
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) m[r][c] *= 2;
    }
    long run = 0;
    for (int i = 0; i < N; i++) {
        run += i;
        hp[i] = run;
    }
    for (int i = 0; i < N; i++) CHECK(pre[i] == hp[i]);
    CHECK(total == (long)(R * C - 1) * (R * C) / 2);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) CHECK(m[r][c] == 2 * (r * C + c));
    CHECK_DONE();
}

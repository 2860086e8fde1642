/* OpenACC 3.3, 2.11 (kernels loop) with collapse(2), independent, private and reduction
 * clauses together: a per-iteration private temporary, a min and a max reduction over the
 * collapsed space, and a loop-carried value the private clause keeps from leaking; plus
 * the same on a combined parallel loop with an explicit gang vector (V&V kernels_loop_*). */
#include <openacc.h>
#include "check.h"
#define R 30
#define C 25
int main(void) {
    static double m[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = ((i * 31 + j * 17) % 97) - 48.5;
    double mn = 1e30, mx = -1e30, tmp = 123.0;
    int where = -1;
#pragma acc kernels loop collapse(2) independent private(tmp) reduction(min:mn) reduction(max:mx) copyin(m)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            tmp = m[i][j] * 2;
            mn = tmp < mn ? tmp : mn;
            mx = tmp > mx ? tmp : mx;
        }
    double wmn = 1e30, wmx = -1e30;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            if (2 * m[i][j] < wmn) wmn = 2 * m[i][j];
            if (2 * m[i][j] > wmx) wmx = 2 * m[i][j];
        }
    CHECK(mn == wmn && mx == wmx && tmp == 123.0);
    int imin = 1 << 30;
#pragma acc parallel loop gang vector collapse(2) reduction(min:imin) copyin(m) private(where)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            where = i * C + j;
            if (m[i][j] == wmn / 2 && where < imin) imin = where;
        }
    int wi = 1 << 30;
    for (int i = R - 1; i >= 0; i--)
        for (int j = C - 1; j >= 0; j--)
            if (m[i][j] == wmn / 2) wi = i * C + j;
    CHECK(imin == wi && where == -1);
    CHECK_DONE();
}

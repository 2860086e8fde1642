/* OpenACC 3.3, 2.9.8 (tile clause) on a transpose with two stores per iteration (`b[j][i] =
 * a[i][j]; c[j][i] = 2 * a[i][j];`): on the GPU the tiled kernel of `tile(32, 32)` stages each
 * store's 32 x 32 tile in shared memory (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `tile_transpose_with_two_stores_stages_both`); before, only one-statement bodies were. Also
 * a second store that reads what the first stored (`c[j][i] = b[j][i] + 1`: the values are
 * computed before the stores, so that one keeps the plain tiles), sizes not multiples of 32
 * and mixed element types. Every element checked. */
#include "check.h"

enum { R = 75, C = 100 };

int main(void) {
    static double a[R][C], b[C][R], c[C][R];
    static float f[C][R];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = i * C + j;
#pragma acc parallel loop tile(32, 32) copyin(a) copyout(b, c)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            b[j][i] = a[i][j];
            c[j][i] = 2 * a[i][j];
        }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(b[j][i] == a[i][j] && c[j][i] == 2 * a[i][j]);
#pragma acc parallel loop tile(32, 32) copyin(a) copyout(b, c)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            b[j][i] = a[i][j] - 1;
            c[j][i] = b[j][i] + 1;
        }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(b[j][i] == a[i][j] - 1 && c[j][i] == a[i][j]);
#pragma acc parallel loop tile(32, 32) copyin(a) copyout(b, f)
    for (int i = 1; i < R; i++)
        for (int j = 0; j < C - 3; j++) {
            f[j][i] = (float)a[i][j] * 0.5f;
            b[j][i] = a[i][j] + a[i - 1][j];
        }
    for (int i = 1; i < R; i++)
        for (int j = 0; j < C - 3; j++)
            CHECK(f[j][i] == (float)a[i][j] * 0.5f && b[j][i] == a[i][j] + a[i - 1][j]);
    CHECK_DONE();
}

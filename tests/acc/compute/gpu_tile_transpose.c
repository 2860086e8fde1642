/* OpenACC 3.3, 2.9.8 (tile clause): `tile(32, 32)` on a transpose (the store `t[j][i]` steps
 * through rows as the innermost loop's lanes go) runs the tiled kernel on the GPU, tiles of
 * 32 x 32 iterations (the clause's sizes, on blocks of 256 threads), so each block writes
 * whole sectors of the rows it touches (before, an
 * explicit tile without data reuse ran the flat collapse(2) kernel; crates/oxacc-lower/tests/
 * snapshots_cuda.rs `explicit_tile_transpose_gets_the_tiled_twin` shows the kernel). Sizes that
 * the tiles do not divide, a non-square matrix, and the same nest with collapse(2) (which keeps
 * the flat kernel); every element checked. */
#include "check.h"

enum { R = 75, C = 100 };

int main(void) {
    static float a[R][C], t[C][R], u[C][R];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = (float)(i * C + j);
#pragma acc parallel loop tile(32, 32) copyin(a) copyout(t)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t[j][i] = a[i][j];
#pragma acc parallel loop collapse(2) copyin(a) copyout(u)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) u[j][i] = 2 * a[i][j];
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++) {
            CHECK(t[j][i] == (float)(i * C + j));
            CHECK(u[j][i] == 2 * (float)(i * C + j));
        }
    CHECK_DONE();
}

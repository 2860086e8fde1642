/* OpenACC 3.3, 2.9.8 (tile clause): the tile sizes shape the GPU's tiles. A constant
 * `tile(tx, ty)` (tx for the innermost loop) whose tile is at most 1024 iterations and whose
 * block is whole warps runs tiles of tx x ty iterations, one per block: a block of tx * ty
 * threads, or of 256 threads each taking every (256 / tx)-th row for larger tiles
 * (crates/oxacc-lower/tests/snapshots_cuda.rs `tile_sizes_shape_the_tiled_twin` shows the
 * kernel; the .minfo beside this file pins the blocks: vector(32) for tile(8, 4), vector(128)
 * for tile(64, 2)); other sizes keep the 32 x 8 tiles. Transposes and a 3-deep nest with sizes that the
 * tiles do not divide, smaller than one tile, and zero trip counts, a `continue` in the body;
 * every element checked. */
#include "check.h"

static int rows[] = {75, 3, 0, 64, 1};
static int cols[] = {100, 5, 9, 64, 0};

int main(void) {
    static float a[80][100], t1[100][80], t2[100][80], t3[100][80], t4[100][80], t5[100][80];
    for (int c = 0; c < 5; c++) {
        int R = rows[c], C = cols[c];
        for (int i = 0; i < 80; i++)
            for (int j = 0; j < 100; j++) a[i][j] = (float)(i * 100 + j);
        for (int j = 0; j < 100; j++)
            for (int i = 0; i < 80; i++) t1[j][i] = t2[j][i] = t3[j][i] = t4[j][i] = t5[j][i] = -1;
#pragma acc data copyin(a) copy(t1, t2, t3, t4, t5)
        {
#pragma acc parallel loop tile(32, 32)
            for (int i = 0; i < R; i++)
                for (int j = 0; j < C; j++) t1[j][i] = a[i][j];
#pragma acc parallel loop tile(8, 4)
            for (int i = 0; i < R; i++)
                for (int j = 0; j < C; j++) t2[j][i] = a[i][j] + 1;
#pragma acc parallel loop tile(16, 64)
            for (int i = 0; i < R; i++)
                for (int j = 0; j < C; j++) t3[j][i] = a[i][j] + 2;
#pragma acc parallel loop tile(4, 4)
            for (int i = 0; i < R; i++)
                for (int j = 0; j < C; j++) t4[j][i] = a[i][j] + 3;
#pragma acc parallel loop tile(64, 2)
            for (int i = 0; i < R; i++)
                for (int j = 0; j < C; j++) {
                    if (j % 7 == 3) continue;
                    t5[j][i] = a[i][j] + 4;
                }
        }
        for (int j = 0; j < 100; j++)
            for (int i = 0; i < 80; i++) {
                int in = i < R && j < C;
                float v = (float)(i * 100 + j);
                CHECK(t1[j][i] == (in ? v : -1));
                CHECK(t2[j][i] == (in ? v + 1 : -1));
                CHECK(t3[j][i] == (in ? v + 2 : -1));
                CHECK(t4[j][i] == (in ? v + 3 : -1));
                CHECK(t5[j][i] == (in && j % 7 != 3 ? v + 4 : -1));
            }
    }

    /* Three loops, tile(8, 4, 2): tiles of the two innermost, the outer over the grid. */
    {
        enum { P = 5, Q = 13, S = 37 };
        static int b[P][Q][S];
#pragma acc parallel loop tile(8, 4, 2) copyout(b)
        for (int p = 0; p < P; p++)
            for (int q = 0; q < Q; q++)
                for (int s = 0; s < S; s++) b[p][q][s] = p * 10000 + q * 100 + s;
        for (int p = 0; p < P; p++)
            for (int q = 0; q < Q; q++)
                for (int s = 0; s < S; s++) CHECK(b[p][q][s] == p * 10000 + q * 100 + s);
    }
    CHECK_DONE();
}

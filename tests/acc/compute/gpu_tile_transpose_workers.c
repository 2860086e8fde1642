/* OpenACC 3.3, 2.9.8 (tile) with explicit levels `gang worker vector` (2.9.3, 2.9.4) on a
 * transpose: the tiled kernel stages each 32 x 32 tile in shared memory with the block's
 * lanes and workers numbered flat (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `tile_transpose_with_workers_uses_shared_memory`). Blocks of 32 x 4, 32 x 8, 64 x 2 and
 * 16 x 2 threads (whole warps), 16 x 3 (48 threads, no whole tile row of 32: the plain
 * kernel), a num_workers known at run time, sizes that are no multiples of 32 (partial
 * tiles) and a lower bound and step other than 0 and 1. Every element checked. */
#include <stdlib.h>
#include "check.h"

enum { R = 75, C = 100 };

static void tr(int n, int m, int nw, const double *a, double *b) {
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(nw) vector_length(32) \
    copyin(a[0:n * m]) copy(b[0:n * m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) b[(long)j * n + i] = 2.0 * a[(long)i * m + j];
}

int main(void) {
    static float a[R][C], t1[C][R], t2[C][R], t3[C][R], t4[C][R], t5[C][R];
    static int ia[R][C], it[C][R];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            a[i][j] = (float)(i * C + j);
            ia[i][j] = i * C + j;
            t1[j][i] = t2[j][i] = t3[j][i] = t4[j][i] = t5[j][i] = -1;
            it[j][i] = 7;
        }
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(4) vector_length(32) \
    copyin(a) copy(t1)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t1[j][i] = a[i][j];
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(8) vector_length(32) \
    copyin(a) copy(t2)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t2[j][i] = a[i][j];
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(2) vector_length(64) \
    copyin(a) copy(t3)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t3[j][i] = a[i][j] + 1;
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(2) vector_length(16) \
    copyin(a) copy(t4)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t4[j][i] = a[i][j];
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(3) vector_length(16) \
    copyin(a) copy(t5)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t5[j][i] = a[i][j];
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers(4) vector_length(32) \
    copyin(ia) copy(it)
    for (int i = 1; i < R; i += 2)
        for (int j = 3; j < C; j++) it[j][i] = it[j][i] + 2 * ia[i][j];
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++) {
            CHECK(t1[j][i] == (float)(i * C + j));
            CHECK(t2[j][i] == (float)(i * C + j));
            CHECK(t3[j][i] == (float)(i * C + j) + 1);
            CHECK(t4[j][i] == (float)(i * C + j));
            CHECK(t5[j][i] == (float)(i * C + j));
            CHECK(it[j][i] == (i % 2 == 1 && j >= 3 ? 7 + 2 * (i * C + j) : 7));
        }

    static const int sizes[][3] = {{75, 100, 4}, {1, 40, 4}, {40, 1, 8}, {33, 31, 2}, {64, 64, 1},
                                   {100, 37, 3}, {64, 96, 32}};
    for (int k = 0; k < 7; k++) {
        int n = sizes[k][0], m = sizes[k][1];
        double *x = malloc(sizeof(double) * n * m), *y = malloc(sizeof(double) * n * m);
        for (int e = 0; e < n * m; e++) {
            x[e] = e;
            y[e] = -1;
        }
        tr(n, m, sizes[k][2], x, y);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) CHECK(y[(long)j * n + i] == 2.0 * (i * m + j));
        free(x);
        free(y);
    }
    CHECK_DONE();
}

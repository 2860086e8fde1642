/* OpenACC 3.3, 2.9.8 (tile clause) on a transpose (`b[j][i] = a[i][j]`, `b[j * n + i] = s *
 * a[i * m + j]`): on the GPU the tiled kernel of `tile(32, 32)` computes each 32 x 32 tile's
 * values into shared memory (loads coalesced along the innermost loop) and stores the tile
 * with the loops' roles swapped (stores coalesced along the outer loop); crates/oxacc-lower/
 * tests/snapshots_cuda.rs `explicit_tile_transpose_gets_the_tiled_twin` shows the kernel.
 * Sizes that are not multiples of 32 (partial tiles at both edges), one row, one column,
 * lower bounds other than 0, a step of 2, 2-D arrays and flat pointers, float, double, int
 * and char elements, a scaled value, a store that reads its own element, and nests that must
 * keep the plain tiles (a coalesced store, an in-place transpose of distinct halves, two
 * statements). Every element checked. */
#include <stdlib.h>
#include "check.h"

enum { R = 75, C = 100 };

static void flat(int n, int m, double s, const double *a, double *b) {
#pragma acc parallel loop tile(32, 32) copyin(a[0:n * m]) copy(b[0:n * m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) b[(long)j * n + i] = s * a[(long)i * m + j];
}

int main(void) {
    static float a[R][C], t[C][R];
    static int ia[R][C], it[C][R];
    static char ca[R][C], ct[C][R];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            a[i][j] = (float)(i * C + j);
            ia[i][j] = i * C + j;
            ca[i][j] = (char)(i + 3 * j);
            t[j][i] = -1;
            it[j][i] = 7;
            ct[j][i] = 0;
        }
#pragma acc parallel loop tile(32, 32) copyin(a, ia, ca) copy(t, it, ct)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) t[j][i] = a[i][j];
#pragma acc parallel loop tile(32, 32) copyin(ia) copy(it)
    for (int i = 1; i < R; i += 2)
        for (int j = 3; j < C; j++) it[j][i] = it[j][i] + 2 * ia[i][j];
#pragma acc parallel loop tile(32, 32) copyin(ca) copy(ct)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) ct[j][i] = ca[i][j];
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++) {
            CHECK(t[j][i] == (float)(i * C + j));
            CHECK(it[j][i] == (i % 2 == 1 && j >= 3 ? 7 + 2 * (i * C + j) : 7));
            CHECK(ct[j][i] == (char)(i + 3 * j));
        }

    static const int sizes[][2] = {{75, 100}, {1, 40}, {40, 1}, {33, 31}, {64, 64}, {100, 37}};
    for (int k = 0; k < 6; k++) {
        int n = sizes[k][0], m = sizes[k][1];
        double *x = malloc(sizeof(double) * n * m), *y = malloc(sizeof(double) * n * m);
        for (int e = 0; e < n * m; e++) {
            x[e] = e;
            y[e] = -1;
        }
        flat(n, m, 0.5, x, y);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) CHECK(y[(long)j * n + i] == 0.5 * (i * m + j));
        free(x);
        free(y);
    }

    /* Not transposes: a coalesced store; two statements; an in-place swap of the two
     * halves' blocks (no iteration reads what another stores). */
    static double u[64][64], v[64][64], w[64][64];
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) {
            u[i][j] = i - j;
            v[i][j] = 0;
            w[i][j] = i * 64 + j;
        }
#pragma acc parallel loop tile(32, 32) copyin(u) copy(v)
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) {
            v[i][j] = u[j][i];
            v[i][j] += 1;
        }
#pragma acc parallel loop tile(32, 32) copy(w)
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 64; j++) w[j][i + 32] = w[j][i] + 1000;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) {
            CHECK(v[i][j] == j - i + 1);
            CHECK(w[j][i] == (i < 32 ? j * 64 + i : j * 64 + (i - 32) + 1000));
        }
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.8 (tile clause): the tiled loops may count down, have a step other than
 * one (a run-time value), start anywhere, and have trip counts that the tile sizes do not
 * divide; tile(*, 4) lets the implementation pick the first size; a reduction and gang
 * vector on the tiled nest; in parallel, kernels and serial loops (V&V
 * parallel_loop_tile.c, kernels_loop_tile.c with irregular bounds). */
#include "check.h"
#define R 53
#define C 41
static int step(int s) { return s; }
int main(void) {
    static int g[R][C];
    int s2 = step(3);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) g[i][j] = 0;
    /* decreasing outer loop, stride-3 inner loop starting at 2 */
#pragma acc parallel loop tile(5, 4) copy(g)
    for (int i = R - 1; i >= 3; i--)
        for (int j = 2; j < C; j += s2) g[i][j] += i * 100 + j;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            CHECK(g[i][j] == ((i >= 3 && j >= 2 && (j - 2) % 3 == 0) ? i * 100 + j : 0));
    /* tile(*, 4) with a reduction, both loops decreasing with run-time steps */
    long sum = 0, hsum = 0;
    int sd = step(-2);
#pragma acc parallel loop tile(*, 4) gang vector reduction(+:sum) copyin(g)
    for (int i = R - 1; i > 0; i += sd)
        for (int j = C - 1; j >= 0; j--) sum += g[i][j] + i - j;
    for (int i = R - 1; i > 0; i += sd)
        for (int j = C - 1; j >= 0; j--) hsum += g[i][j] + i - j;
    CHECK(sum == hsum);
    /* kernels loop with three tiled loops and tile sizes larger than the trip counts */
    static float v[7][9][11];
#pragma acc kernels loop tile(8, 16, 32) copyout(v)
    for (int i = 0; i < 7; i++)
        for (int j = 8; j >= 0; j--)
            for (int k = 1; k <= 11; k++) v[i][j][k - 1] = i + 0.5f * j + 0.25f * k;
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 9; j++)
            for (int k = 0; k < 11; k++) CHECK(v[i][j][k] == i + 0.5f * j + 0.25f * (k + 1));
    /* serial loop tile: one gang, the tiles in order */
    int order[20], pos = 0;
#pragma acc serial loop tile(3, 2) copyout(order) copy(pos)
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++) {
            if (i == 1 && j < 4) order[pos] = i * 10 + j;
            if (i == 1 && j < 4) pos++;
        }
    CHECK(pos == 4);
    int seen = 0;
    for (int k = 0; k < pos; k++)
        if (order[k] >= 10 && order[k] < 14) seen |= 1 << (order[k] - 10);
    CHECK(seen == 0xf);
    CHECK_DONE();
}

/* Falling sand as a Margolus block cellular automaton, as particle-toy and granular CA codes
 * write it (spec 2.5.3 kernels, 2.9.6 collapse, 2.15.1 routine seq, 2.9.11 reduction, 2.7.6
 * present): the grid is partitioned into 2x2 blocks whose origin alternates between (0,0) and
 * (1,1) every step, each block is updated in place by a `routine seq` rule taking its four cells
 * by pointer (sand falls, slides diagonally, walls stay), so no two iterations touch the same
 * cell; a `kernels loop independent collapse(2)` runs the blocks, and the grains are counted by
 * a `+` reduction every step (mass is conserved). Checked against the host. */
#include <string.h>
#include "check.h"
#define H 48
#define W 40
#define STEPS 40
enum { AIR, SAND, WALL };

#pragma acc routine seq
static void rule(unsigned char *tl, unsigned char *tr, unsigned char *bl, unsigned char *br)
{
    /* fall straight down */
    if (*tl == SAND && *bl == AIR) { *bl = SAND; *tl = AIR; }
    if (*tr == SAND && *br == AIR) { *br = SAND; *tr = AIR; }
    /* slide diagonally off a grain or a wall */
    if (*tl == SAND && *bl != AIR && *br == AIR && *tr == AIR) { *br = SAND; *tl = AIR; }
    if (*tr == SAND && *br != AIR && *bl == AIR && *tl == AIR) { *bl = SAND; *tr = AIR; }
}

static void step(unsigned char (*restrict g)[W], int off)
{
#pragma acc kernels present(g[0:H])
#pragma acc loop independent collapse(2)
    for (int bi = 0; bi < (H - off) / 2; bi++)
        for (int bj = 0; bj < (W - off) / 2; bj++) {
            int i = off + 2 * bi, j = off + 2 * bj;
            if (g[i][j] != WALL && g[i][j + 1] != WALL && g[i + 1][j] != WALL && g[i + 1][j + 1] != WALL)
                rule(&g[i][j], &g[i][j + 1], &g[i + 1][j], &g[i + 1][j + 1]);
            else if (g[i][j] != WALL && g[i + 1][j] == AIR && g[i][j] == SAND) { g[i + 1][j] = SAND; g[i][j] = AIR; }
            else if (g[i][j + 1] == SAND && g[i + 1][j + 1] == AIR) { g[i + 1][j + 1] = SAND; g[i][j + 1] = AIR; }
        }
}

int main(void)
{
    static unsigned char g[H][W], h[H][W];
    unsigned s = 99u;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            s = s * 1103515245u + 12345u;
            g[i][j] = (i == H - 1 || j == 0 || j == W - 1) ? WALL : (i < H / 3 && (s >> 16) % 3 == 0) ? SAND : AIR;
        }
    for (int j = 8; j < 20; j++) g[H / 2][j] = WALL; /* a shelf */
    memcpy(h, g, sizeof g);
    int grains0 = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) grains0 += g[i][j] == SAND;
    int counts[STEPS];
#pragma acc data copy(g)
    for (int t = 0; t < STEPS; t++) {
        step(g, t & 1);
        int n = 0;
#pragma acc parallel loop collapse(2) reduction(+:n) present(g)
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) n += g[i][j] == SAND;
        counts[t] = n;
    }
    for (int t = 0; t < STEPS; t++) {
        int off = t & 1;
        for (int bi = 0; bi < (H - off) / 2; bi++)
            for (int bj = 0; bj < (W - off) / 2; bj++) {
                int i = off + 2 * bi, j = off + 2 * bj;
                if (h[i][j] != WALL && h[i][j + 1] != WALL && h[i + 1][j] != WALL && h[i + 1][j + 1] != WALL)
                    rule(&h[i][j], &h[i][j + 1], &h[i + 1][j], &h[i + 1][j + 1]);
                else if (h[i][j] != WALL && h[i + 1][j] == AIR && h[i][j] == SAND) { h[i + 1][j] = SAND; h[i][j] = AIR; }
                else if (h[i][j + 1] == SAND && h[i + 1][j + 1] == AIR) { h[i + 1][j + 1] = SAND; h[i][j + 1] = AIR; }
            }
        CHECK(counts[t] == grains0);
    }
    CHECK(memcmp(g, h, sizeof g) == 0);
    int low = 0;
    for (int i = H / 2; i < H; i++)
        for (int j = 0; j < W; j++) low += h[i][j] == SAND;
    CHECK(grains0 > 100 && low > grains0 / 4); /* grains have fallen into the lower half */
    CHECK_DONE();
}

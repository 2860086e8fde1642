/* A bit-packed cellular automaton (Conway's Life on a torus, 64 cells per `uint64_t` word) as
 * bit-parallel simulation codes write it: the neighbour counts as a bit-sliced adder of the
 * eight shifted neighbour words (carry-save), the rule applied with word-wide logic, the
 * grid swap by pointers between the kernels of a `data` region, the population counted with
 * `__builtin_popcountll` in a `reduction(+:)`; the 1-D elementary rule 110 as a second
 * automaton in `kernels`. `collapse(2)` over rows and words. Checked against a cell-by-cell
 * host version. */
#include <stdint.h>
#include <string.h>
#include "check.h"
#define H 64
#define WW 4
#define W (64 * WW)
#define GEN 12

static int cell(const uint64_t *g, int y, int x)
{
    y = (y + H) % H; x = (x + W) % W;
    return (g[y * WW + x / 64] >> (x % 64)) & 1;
}

int main(void)
{
    uint64_t *g = calloc(H * WW, 8), *ng = calloc(H * WW, 8), *ref = calloc(H * WW, 8), *tmp = calloc(H * WW, 8);
    uint64_t s = 88172645463325252ull;
    for (int k = 0; k < H * WW; k++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; g[k] = ref[k] = s & (s >> 3); }
    for (int it = 0; it < GEN; it++) {
        memset(tmp, 0, H * WW * 8);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int n = 0;
                for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) if (dy || dx) n += cell(ref, y + dy, x + dx);
                int alive = cell(ref, y, x);
                if (n == 3 || (alive && n == 2)) tmp[y * WW + x / 64] |= 1ull << (x % 64);
            }
        memcpy(ref, tmp, H * WW * 8);
    }
    long pop = 0;
    uint64_t *cur = g, *nxt = ng;
#pragma acc data copy(g[0:H*WW]) create(ng[0:H*WW])
    {
        for (int it = 0; it < GEN; it++) {
#pragma acc parallel loop collapse(2) present(cur[0:H*WW], nxt[0:H*WW])
            for (int y = 0; y < H; y++)
                for (int w = 0; w < WW; w++) {
                    int yu = (y + H - 1) % H, yd = (y + 1) % H, wl = (w + WW - 1) % WW, wr = (w + 1) % WW;
                    uint64_t nb[8];
                    const int rows[3] = {yu, y, yd};
                    int k = 0;
                    for (int r = 0; r < 3; r++) {
                        uint64_t c = cur[rows[r] * WW + w], l = cur[rows[r] * WW + wl], rt = cur[rows[r] * WW + wr];
                        nb[k++] = (c << 1) | (l >> 63);
                        nb[k++] = (c >> 1) | (rt << 63);
                        if (r != 1) nb[k++] = c;
                    }
                    /* bit-sliced count of eight inputs: s0, s1, s2 (saturating at 4+) */
                    uint64_t s0 = 0, s1 = 0, s2 = 0;
                    for (int q = 0; q < 8; q++) {
                        uint64_t c0 = s0 & nb[q];
                        s0 ^= nb[q];
                        uint64_t c1 = s1 & c0;
                        s1 ^= c0;
                        s2 |= c1;
                    }
                    uint64_t self = cur[y * WW + w];
                    nxt[y * WW + w] = ~s2 & s1 & (s0 | self);
                }
            uint64_t *t = cur; cur = nxt; nxt = t;
        }
#pragma acc parallel loop present(cur[0:H*WW]) reduction(+:pop)
        for (int k = 0; k < H * WW; k++) pop += __builtin_popcountll(cur[k]);
        if (cur != g) {
#pragma acc kernels present(g[0:H*WW], cur[0:H*WW])
            for (int k = 0; k < H * WW; k++) g[k] = cur[k];
        }
    }
    CHECK(memcmp(g, ref, H * WW * 8) == 0);
    long rpop = 0;
    for (int k = 0; k < H * WW; k++) rpop += __builtin_popcountll(ref[k]);
    CHECK(pop == rpop && pop > 0);
    /* rule 110 on one 256-cell ring */
    unsigned char r1[W], r2[W], h1[W], h2[W];
    for (int x = 0; x < W; x++) r1[x] = h1[x] = (x == W - 1);
    for (int it = 0; it < 100; it++) {
        for (int x = 0; x < W; x++) { int p = (h1[(x + W - 1) % W] << 2) | (h1[x] << 1) | h1[(x + 1) % W]; h2[x] = (110 >> p) & 1; }
        memcpy(h1, h2, W);
    }
#pragma acc data copy(r1) create(r2)
    for (int it = 0; it < 100; it++) {
#pragma acc kernels
        {
            for (int x = 0; x < W; x++) { int p = (r1[(x + W - 1) % W] << 2) | (r1[x] << 1) | r1[(x + 1) % W]; r2[x] = (110 >> p) & 1; }
            for (int x = 0; x < W; x++) r1[x] = r2[x];
        }
    }
    CHECK(memcmp(r1, h1, W) == 0);
    free(g); free(ng); free(ref); free(tmp);
    CHECK_DONE();
}

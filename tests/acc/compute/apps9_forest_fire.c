/* The Drossel-Schwabl forest-fire model as stochastic cellular-automaton codes write it: a
 * torus of cells (empty, tree, fire) updated synchronously in `parallel loop collapse(2)`
 * with a counter-based hash as the random source (cell, step), the model's parameters a
 * global struct under `declare create` set by `update device` (2.13, 2.14.4) and changed once
 * mid-run, the grids `present` in a function (2.7.5), the census every 5 steps from an
 * `update self` of the grid and host counting (the I/O idiom), and the burning cells of the
 * last step a `+` reduction. Checked against the host's run step by step. */
#include <stdint.h>
#include <string.h>
#include "check.h"
#define W 64
#define H 48
#define STEPS 30
enum { EMPTY, TREE, FIRE };
typedef struct { uint32_t p_grow, p_light; int steps_done; } params_t;
params_t prm;
#pragma acc declare create(prm)

#pragma acc routine seq
static uint32_t mix(uint32_t a, uint32_t b)
{
    uint32_t h = a * 0x85ebca6bu ^ (b + 0x9e3779b9u + (a << 6) + (a >> 2));
    h ^= h >> 16; h *= 0x7feb352du; h ^= h >> 15; h *= 0x846ca68bu; h ^= h >> 16;
    return h;
}

#pragma acc routine seq
static unsigned char rule(const unsigned char *g, int y, int x, int t, params_t p)
{
    unsigned char c = g[y * W + x];
    if (c == FIRE) return EMPTY;
    uint32_t r = mix((uint32_t)(y * W + x), (uint32_t)t) % 100000u;
    if (c == EMPTY) return r < p.p_grow ? TREE : EMPTY;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && g[((y + dy + H) % H) * W + (x + dx + W) % W] == FIRE) return FIRE;
    return r < p.p_light ? FIRE : TREE;
}

static void step(const unsigned char *restrict g, unsigned char *restrict n, int t)
{
#pragma acc parallel loop collapse(2) present(g[0:W*H], n[0:W*H], prm)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) n[y * W + x] = rule(g, y, x, t, prm);
}

int main(void)
{
    static unsigned char a[W * H], b[W * H], ha[W * H], hb[W * H];
    for (int k = 0; k < W * H; k++) a[k] = ha[k] = (unsigned char)(mix((uint32_t)k, 999u) % 3 == 0 ? TREE : EMPTY);
    a[H / 2 * W + W / 2] = ha[H / 2 * W + W / 2] = FIRE;
    prm.p_grow = 3000; prm.p_light = 20; prm.steps_done = 0;
#pragma acc update device(prm)
    params_t hp = prm;
    unsigned char *g = a, *n = b, *hg = ha, *hn = hb;
    int census_bad = 0, fires = 0;
#pragma acc data copy(a) create(b)
    {
        for (int t = 0; t < STEPS; t++) {
            if (t == STEPS / 2) {
                prm.p_light = 200;
#pragma acc update device(prm)
                hp = prm;
            }
            step(g, n, t);
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++) hn[y * W + x] = rule(hg, y, x, t, hp);
            unsigned char *tt = g; g = n; n = tt;
            tt = hg; hg = hn; hn = tt;
            if (t % 5 == 4) {
#pragma acc update self(g[0:W*H])
                int c[3] = {0, 0, 0}, hc[3] = {0, 0, 0};
                for (int k = 0; k < W * H; k++) { c[g[k]]++; hc[hg[k]]++; }
                census_bad += memcmp(c, hc, sizeof c) != 0;
            }
        }
#pragma acc parallel loop present(g[0:W*H]) reduction(+:fires)
        for (int k = 0; k < W * H; k++) fires += g[k] == FIRE;
    }
    int hf = 0;
    for (int k = 0; k < W * H; k++) hf += hg[k] == FIRE;
    CHECK(census_bad == 0);
    CHECK(fires == hf && memcmp(a, hg, sizeof a) == 0);
    CHECK_DONE();
}

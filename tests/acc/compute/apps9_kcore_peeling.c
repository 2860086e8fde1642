/* k-core decomposition by parallel peeling as graph-analytics codes write it: for k = 1, 2,
 * ... every alive vertex whose current degree is below k is removed in a `parallel loop`,
 * its neighbours' degrees decremented with `atomic update` (2.12) and the number removed a
 * `+` reduction; the round repeats until none is removed, then k grows. The degrees are an
 * `int` array on the device for the whole run (`data` with `present` in a helper); the
 * removal flag is written with `atomic capture` so that a vertex is peeled once. Core numbers
 * are unique, so the host's sequential Batagelj-Zaversnik-style peeling checks them. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NV 500

static int peel(const int *restrict row, const int *restrict col, int *restrict deg,
                int *restrict core, int *restrict alive, int k)
{
    int removed = 0;
#pragma acc parallel loop present(row[0:NV+1], col[0:row[NV]], deg[0:NV], core[0:NV], alive[0:NV]) reduction(+:removed)
    for (int v = 0; v < NV; v++) {
        int d;
#pragma acc atomic read
        d = deg[v];
        if (alive[v] && d < k) {
            int was;
#pragma acc atomic capture
            { was = alive[v]; alive[v] = 0; }
            if (was) {
                core[v] = k - 1;
                removed++;
                for (int e = row[v]; e < row[v + 1]; e++) {
#pragma acc atomic update
                    deg[col[e]] -= 1;
                }
            }
        }
    }
    return removed;
}

int main(void)
{
    int *row = malloc((NV + 1) * sizeof(int));
    char *adj = calloc(NV * NV, 1);
    unsigned s = 2024;
    for (int v = 0; v < NV; v++) {
        int m = v < 60 ? 12 : 2;
        for (int k = 0; k < m; k++) {
            s = s * 1103515245u + 12345u;
            int u = v < 60 ? (int)((s >> 8) % 60) : (int)((s >> 8) % NV);
            if (u != v) adj[v * NV + u] = adj[u * NV + v] = 1;
        }
    }
    int ne = 0;
    for (int q = 0; q < NV * NV; q++) ne += adj[q];
    int *col = malloc(ne * sizeof(int)), *deg = malloc(NV * sizeof(int));
    int *core = malloc(NV * sizeof(int)), *alive = malloc(NV * sizeof(int));
    ne = 0;
    for (int v = 0; v < NV; v++) {
        row[v] = ne;
        for (int u = 0; u < NV; u++) if (adj[v * NV + u]) col[ne++] = u;
        deg[v] = ne - row[v];
        alive[v] = 1;
        core[v] = -1;
    }
    row[NV] = ne;
    int kmax = 0, left = NV;
#pragma acc data copyin(row[0:NV+1], col[0:ne], deg[0:NV], alive[0:NV]) copyout(core[0:NV])
    {
        for (int k = 1; left > 0; k++) {
            int r;
            while ((r = peel(row, col, deg, core, alive, k)) > 0) left -= r;
            kmax = k;
        }
    }
    /* host: repeatedly remove a vertex of minimum degree; its core number is the running max */
    int *hd = malloc(NV * sizeof(int)), *hc = malloc(NV * sizeof(int)), *gone = calloc(NV, sizeof(int));
    for (int v = 0; v < NV; v++) hd[v] = row[v + 1] - row[v];
    int cur = 0;
    for (int it = 0; it < NV; it++) {
        int best = -1;
        for (int v = 0; v < NV; v++) if (!gone[v] && (best < 0 || hd[v] < hd[best])) best = v;
        if (hd[best] > cur) cur = hd[best];
        hc[best] = cur;
        gone[best] = 1;
        for (int e = row[best]; e < row[best + 1]; e++) hd[col[e]]--;
    }
    CHECK(memcmp(core, hc, NV * sizeof(int)) == 0);
    int cmax = 0;
    for (int v = 0; v < NV; v++) if (hc[v] > cmax) cmax = hc[v];
    CHECK(kmax == cmax + 1);
    CHECK(cmax >= 8);
    free(row); free(adj); free(col); free(deg); free(core); free(alive); free(hd); free(hc); free(gone);
    CHECK_DONE();
}

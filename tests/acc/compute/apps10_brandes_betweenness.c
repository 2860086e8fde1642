/* Brandes' betweenness centrality on a CSR graph, level-synchronous as GPU graph codes write
 * it: per source a forward BFS whose frontier level is expanded by a `parallel loop` over the
 * vertices, shortest-path counts added with `atomic update` (2.12) and the "changed" flag an
 * `||` reduction; then the backward dependency sweep level by level (each vertex pulls from its
 * successors: no atomics), and the centrality accumulated per source. Everything `present`
 * inside one `data` region, the per-source arrays reset by a `parallel loop`. Checked against
 * the host's Brandes. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NV 120
#define NS 12

static void brandes_host(int nv, const int *row, const int *col, int src, double *bc)
{
    int dist[NV], order[NV], head = 0, tail = 0;
    double sigma[NV], delta[NV];
    for (int v = 0; v < nv; v++) { dist[v] = -1; sigma[v] = 0; delta[v] = 0; }
    dist[src] = 0; sigma[src] = 1; order[tail++] = src;
    while (head < tail) {
        int v = order[head++];
        for (int e = row[v]; e < row[v + 1]; e++) {
            int w = col[e];
            if (dist[w] < 0) { dist[w] = dist[v] + 1; order[tail++] = w; }
            if (dist[w] == dist[v] + 1) sigma[w] += sigma[v];
        }
    }
    for (int k = tail - 1; k >= 0; k--) {
        int w = order[k];
        for (int e = row[w]; e < row[w + 1]; e++) {
            int v = col[e];
            if (dist[v] == dist[w] + 1) delta[w] += sigma[w] / sigma[v] * (1 + delta[v]);
        }
        if (w != src) bc[w] += delta[w];
    }
}

int main(void)
{
    char adj[NV][NV] = {{0}};
    unsigned s = 31;
    for (int v = 0; v < NV; v++) {
        int u = (v + 1) % NV;
        adj[v][u] = adj[u][v] = 1;
        for (int k = 0; k < 2; k++) {
            s = s * 1103515245u + 12345u;
            u = (s >> 16) % NV;
            if (u != v) adj[v][u] = adj[u][v] = 1;
        }
    }
    int *row = malloc((NV + 1) * sizeof(int)), ne = 0;
    for (int v = 0; v < NV; v++) for (int u = 0; u < NV; u++) ne += adj[v][u];
    int *col = malloc(ne * sizeof(int));
    ne = 0;
    for (int v = 0; v < NV; v++) {
        row[v] = ne;
        for (int u = 0; u < NV; u++) if (adj[v][u]) col[ne++] = u;
    }
    row[NV] = ne;
    int dist[NV];
    double sigma[NV], delta[NV], bc[NV], hbc[NV];
    for (int v = 0; v < NV; v++) bc[v] = hbc[v] = 0;
#pragma acc data copyin(row[0:NV+1], col[0:ne]) create(dist, sigma, delta) copy(bc)
    for (int src = 0; src < NS; src++) {
#pragma acc parallel loop present(dist, sigma, delta)
        for (int v = 0; v < NV; v++) {
            dist[v] = v == src ? 0 : -1;
            sigma[v] = v == src ? 1.0 : 0.0;
            delta[v] = 0.0;
        }
        int level = 0, changed = 1;
        while (changed) {
            changed = 0;
#pragma acc parallel loop present(row[0:NV+1], col[0:ne], dist, sigma) reduction(||:changed)
            for (int v = 0; v < NV; v++) {
                if (dist[v] != level) continue;
                for (int e = row[v]; e < row[v + 1]; e++) {
                    int w = col[e];
                    int dw;
#pragma acc atomic read
                    dw = dist[w];
                    if (dw < 0) {
#pragma acc atomic write
                        dist[w] = level + 1;
                        changed = 1;
                    }
                }
            }
            /* path counts once the next level is known (pull: no atomics needed) */
#pragma acc parallel loop present(row[0:NV+1], col[0:ne], dist, sigma)
            for (int w = 0; w < NV; w++) {
                if (dist[w] != level + 1) continue;
                double sg = 0;
                for (int e = row[w]; e < row[w + 1]; e++)
                    if (dist[col[e]] == level) sg += sigma[col[e]];
                sigma[w] = sg;
            }
            level++;
        }
        for (int l = level - 1; l >= 0; l--) {
#pragma acc parallel loop present(row[0:NV+1], col[0:ne], dist, sigma, delta, bc)
            for (int w = 0; w < NV; w++) {
                if (dist[w] != l) continue;
                double d = 0;
                for (int e = row[w]; e < row[w + 1]; e++) {
                    int v = col[e];
                    if (dist[v] == l + 1) d += sigma[w] / sigma[v] * (1 + delta[v]);
                }
                delta[w] = d;
                if (w != src) bc[w] += d;
            }
        }
    }
    for (int src = 0; src < NS; src++) brandes_host(NV, row, col, src, hbc);
    double err = 0, tot = 0;
    for (int v = 0; v < NV; v++) { err = fmax(err, fabs(bc[v] - hbc[v])); tot += hbc[v]; }
    CHECK(err < 1e-9 * tot);
    CHECK(tot > 0);
    free(row); free(col);
    CHECK_DONE();
}

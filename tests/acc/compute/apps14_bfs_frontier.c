/* Direction-optimising breadth-first search on a CSR graph as graph codes port it (spec 2.12
 * atomic capture in its write form `{ old = x; x = 1; }` to claim a vertex and
 * `slot = tail++` to append to the next frontier, 2.6.5 data around the level loop, 2.14.4
 * update of the queue length, 2.9.11 reduction(+) over a bitmap, 2.16 async/wait on one
 * queue). Top-down levels expand a frontier queue; when the frontier is large a bottom-up level
 * scans every unvisited vertex for a parent in the frontier bitmap. Distances must equal a plain
 * C queue BFS; every parent must be a neighbour one level closer. */
#include <string.h>
#include "check.h"

#define NV 5000
#define DEG 6
typedef long idx_t;

static unsigned rng(unsigned *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* An undirected graph: a ring with chords, stored both ways in CSR. */
static void build(idx_t *rowp, int *col)
{
    static int deg[NV];
    static int eu[NV * DEG / 2], ev[NV * DEG / 2];
    unsigned s = 2463534242u;
    int ne = 0;
    memset(deg, 0, sizeof deg);
    for (int u = 0; u < NV; u++) {
        int v = (u + 1) % NV;
        if (u % 97 == 0) continue; /* cut the ring in places so distances are long */
        eu[ne] = u; ev[ne] = v; ne++;
    }
    while (ne < NV * DEG / 2) {
        int u = (int)(rng(&s) % NV), v = (int)((u + 2 + rng(&s) % 600) % NV);
        eu[ne] = u; ev[ne] = v; ne++;
    }
    for (int e = 0; e < ne; e++) { deg[eu[e]]++; deg[ev[e]]++; }
    rowp[0] = 0;
    for (int u = 0; u < NV; u++) rowp[u + 1] = rowp[u] + deg[u];
    memset(deg, 0, sizeof deg);
    for (int e = 0; e < ne; e++) {
        col[rowp[eu[e]] + deg[eu[e]]++] = ev[e];
        col[rowp[ev[e]] + deg[ev[e]]++] = eu[e];
    }
}

static int bfs_host(const idx_t *rowp, const int *col, int src, int *dist)
{
    static int q[NV];
    int h = 0, t = 0, depth = 0;
    for (int v = 0; v < NV; v++) dist[v] = -1;
    dist[src] = 0;
    q[t++] = src;
    while (h < t) {
        int u = q[h++];
        for (idx_t e = rowp[u]; e < rowp[u + 1]; e++)
            if (dist[col[e]] < 0) {
                dist[col[e]] = dist[u] + 1;
                if (dist[u] + 1 > depth) depth = dist[u] + 1;
                q[t++] = col[e];
            }
    }
    return depth;
}

int main(void)
{
    static idx_t rowp[NV + 1];
    static int col[NV * DEG];
    static int dist[NV], hdist[NV], parent[NV], visited[NV];
    static int cur[NV], nxt[NV];
    static unsigned char inf[NV];
    int src = 17, ncur = 1, nnext, level = 0, bottom_up_levels = 0;
    build(rowp, col);
    int nnz = (int)rowp[NV];
    int hdepth = bfs_host(rowp, col, src, hdist);

    for (int v = 0; v < NV; v++) { dist[v] = -1; parent[v] = -1; visited[v] = 0; inf[v] = 0; }
    dist[src] = 0; parent[src] = src; visited[src] = 1; inf[src] = 1; cur[0] = src;
#pragma acc data copyin(rowp, col[0:nnz], cur) copy(dist, parent) \
    create(nxt) copyin(visited, inf)
    {
        while (ncur > 0) {
            nnext = 0;
            if (ncur < NV / 20) {
                /* top-down: each frontier vertex claims its unvisited neighbours */
#pragma acc parallel loop gang vector present(rowp, col, cur, nxt, visited, dist, parent) \
    copy(nnext) async(1)
                for (int f = 0; f < ncur; f++) {
                    int u = cur[f];
                    for (idx_t e = rowp[u]; e < rowp[u + 1]; e++) {
                        int v = col[e], old;
#pragma acc atomic capture
                        {
                            old = visited[v];
                            visited[v] = 1;
                        }
                        if (old == 0) {
                            int slot;
                            dist[v] = level + 1;
                            parent[v] = u;
#pragma acc atomic capture
                            slot = nnext++;
                            nxt[slot] = v;
                        }
                    }
                }
#pragma acc wait(1)
            } else {
                /* bottom-up: an unvisited vertex looks for any parent in the frontier */
                bottom_up_levels++;
#pragma acc parallel loop gang vector present(rowp, col, inf, visited, dist, parent)
                for (int v = 0; v < NV; v++) {
                    if (visited[v]) continue;
                    for (idx_t e = rowp[v]; e < rowp[v + 1]; e++)
                        if (inf[col[e]]) {
                            dist[v] = level + 1;
                            parent[v] = col[e];
                            break;
                        }
                }
                /* the new frontier, in vertex order, built by one thread */
#pragma acc serial present(visited, dist, nxt) copy(nnext)
                for (int v = 0; v < NV; v++)
                    if (!visited[v] && dist[v] == level + 1) nxt[nnext++] = v;
#pragma acc parallel loop present(nxt, visited)
                for (int f = 0; f < nnext; f++) visited[nxt[f]] = 1;
            }
            /* the frontier bitmap for the next level, and the queue swap */
#pragma acc parallel loop present(inf, cur)
            for (int v = 0; v < NV; v++) inf[v] = 0;
#pragma acc parallel loop present(inf, nxt, cur)
            for (int f = 0; f < nnext; f++) {
                inf[nxt[f]] = 1;
                cur[f] = nxt[f];
            }
            ncur = nnext;
            level++;
        }
        int reached = 0;
#pragma acc parallel loop present(visited) reduction(+:reached)
        for (int v = 0; v < NV; v++) reached += visited[v];
        int hreached = 0;
        for (int v = 0; v < NV; v++) hreached += hdist[v] >= 0;
        CHECK(reached == hreached);
    }
    CHECK(level - 1 == hdepth);
    int bad = 0, badp = 0;
    for (int v = 0; v < NV; v++) {
        bad += dist[v] != hdist[v];
        if (v != src && dist[v] > 0) {
            int p = parent[v], ok = 0;
            for (idx_t e = rowp[v]; e < rowp[v + 1]; e++) ok |= col[e] == p;
            badp += !ok || hdist[p] != dist[v] - 1;
        }
    }
    CHECK(bad == 0);
    CHECK(badp == 0);
    CHECK(bottom_up_levels > 0);
    printf("bfs: depth %d, %d bottom-up levels, %d distances differ, %d bad parents\n", level - 1,
           bottom_up_levels, bad, badp);
    CHECK_DONE();
}

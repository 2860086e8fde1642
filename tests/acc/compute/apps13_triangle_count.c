/* Graph triangle counting on CSR as graph-analytics codes write it (spec 2.9 loop gang
 * vector, 2.9.11 reduction, 2.6.6 enter/exit data, 2.7 acc_* API, 2.12 atomic update): a
 * degree-ordered oriented CSR (each edge kept from lower to higher rank) is intersected by
 * merging sorted adjacency lists; the total is a `reduction(+:)` over long long and the
 * per-vertex counts are accumulated with `atomic update`. The graph goes to the device with
 * `acc_copyin` and comes back down with `acc_delete`. Checked against a host brute force. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define NV 300
#define MAXE 6000

static int cmpint(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void)
{
    static unsigned char adj[NV][NV];
    static int deg[NV], rowp[NV + 1], col[MAXE], tri[NV];
    unsigned r = 99u;
    for (int i = 0; i < NV; i++)
        for (int k = 0; k < 8; k++) {
            r = r * 1103515245u + 12345u;
            int j = (int)((r >> 16) % NV);
            if (j == i) continue;
            if (k < 3) j = (i + 1 + k) % NV;
            adj[i][j] = adj[j][i] = 1;
        }
    for (int i = 0; i < NV; i++) { deg[i] = 0; for (int j = 0; j < NV; j++) deg[i] += adj[i][j]; }
    /* orient: i -> j when (deg[i], i) < (deg[j], j) */
    int ne = 0;
    for (int i = 0; i < NV; i++) {
        rowp[i] = ne;
        for (int j = 0; j < NV; j++)
            if (adj[i][j] && (deg[i] < deg[j] || (deg[i] == deg[j] && i < j))) col[ne++] = j;
        qsort(col + rowp[i], (size_t)(ne - rowp[i]), sizeof(int), cmpint);
    }
    rowp[NV] = ne;
    CHECK(ne < MAXE);
    for (int i = 0; i < NV; i++) tri[i] = 0;
    long long total = 0;
    acc_copyin(rowp, sizeof rowp);
    acc_copyin(col, sizeof(int) * (size_t)ne);
    acc_copyin(tri, sizeof tri);
#pragma acc parallel loop gang vector vector_length(64) reduction(+:total) present(rowp[0:NV+1], col[0:ne], tri[0:NV])
    for (int u = 0; u < NV; u++) {
        for (int e = rowp[u]; e < rowp[u + 1]; e++) {
            int v = col[e];
            int a = rowp[u], b = rowp[v];
            long long c = 0;
            while (a < rowp[u + 1] && b < rowp[v + 1]) {
                if (col[a] < col[b]) a++;
                else if (col[a] > col[b]) b++;
                else {
                    int w = col[a];
                    c++;
#pragma acc atomic update
                    tri[w] += 1;
#pragma acc atomic update
                    tri[v] += 1;
                    a++; b++;
                }
            }
            if (c) {
#pragma acc atomic update
                tri[u] += (int)c;
            }
            total += c;
        }
    }
    acc_copyout(tri, sizeof tri);
    acc_delete(col, sizeof(int) * (size_t)ne);
    acc_delete(rowp, sizeof rowp);
    long long ht = 0;
    for (int i = 0; i < NV; i++) {
        int t = 0;
        for (int j = 0; j < NV; j++)
            if (adj[i][j])
                for (int k = j + 1; k < NV; k++) t += adj[j][k] && adj[i][k];
        CHECK(tri[i] == t);
        ht += t;
    }
    CHECK(ht % 3 == 0);
    CHECK(total == ht / 3);
    CHECK(total > 0);
    CHECK_DONE();
}

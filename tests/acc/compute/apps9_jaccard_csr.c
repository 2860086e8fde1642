/* Jaccard similarity of graph edges as graph-analytics libraries compute it on CSR: one edge
 * per iteration of `kernels loop independent` (2.11) over the edge list, the two endpoints'
 * sorted neighbour lists intersected by a merge `while` loop, the similarity written per edge
 * and the edges above a threshold counted by a reduction the compiler finds; the vertices'
 * degrees by a `parallel loop` and the mean similarity a `+` reduction. The graph built on the
 * host as sorted adjacency lists. Checked against the host's intersections. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NV 300

int main(void)
{
    char *adj = calloc(NV * NV, 1);
    unsigned s = 77;
    for (int v = 0; v < NV; v++)
        for (int k = 0; k < 4; k++) {
            s = s * 1103515245u + 12345u;
            int u = (v + 1 + (int)((s >> 16) % 12)) % NV;
            adj[v * NV + u] = adj[u * NV + v] = 1;
        }
    int *row = malloc((NV + 1) * sizeof(int)), ne = 0;
    for (int v = 0; v < NV; v++) for (int u = 0; u < NV; u++) ne += adj[v * NV + u];
    int *col = malloc(ne * sizeof(int)), *src = malloc(ne * sizeof(int)), *deg = malloc(NV * sizeof(int));
    double *jac = malloc(ne * sizeof(double));
    ne = 0;
    for (int v = 0; v < NV; v++) {
        row[v] = ne;
        for (int u = 0; u < NV; u++) if (adj[v * NV + u]) { src[ne] = v; col[ne++] = u; }
    }
    row[NV] = ne;
    int strong = 0;
    double mean = 0.0;
#pragma acc data copyin(row[0:NV+1], col[0:ne], src[0:ne]) copyout(jac[0:ne], deg[0:NV])
    {
#pragma acc parallel loop present(row[0:NV+1], deg[0:NV])
        for (int v = 0; v < NV; v++) deg[v] = row[v + 1] - row[v];
#pragma acc kernels present(row[0:NV+1], col[0:ne], src[0:ne], jac[0:ne])
        {
#pragma acc loop independent
            for (int e = 0; e < ne; e++) {
                int a = src[e], b = col[e];
                int i = row[a], j = row[b], common = 0;
                while (i < row[a + 1] && j < row[b + 1]) {
                    if (col[i] == col[j]) { common++; i++; j++; }
                    else if (col[i] < col[j]) i++;
                    else j++;
                }
                int uni = (row[a + 1] - row[a]) + (row[b + 1] - row[b]) - common;
                double jv = (double)common / uni;
                jac[e] = jv;
                if (jv > 0.2) strong++;
            }
        }
#pragma acc parallel loop present(jac[0:ne]) reduction(+:mean)
        for (int e = 0; e < ne; e++) mean += jac[e];
    }
    int bad = 0, hs = 0;
    double hm = 0.0;
    for (int e = 0; e < ne; e++) {
        int a = src[e], b = col[e], common = 0;
        for (int u = 0; u < NV; u++) common += adj[a * NV + u] && adj[b * NV + u];
        int uni = (row[a + 1] - row[a]) + (row[b + 1] - row[b]) - common;
        double jv = (double)common / uni;
        bad += jv != jac[e];
        hs += jv > 0.2;
        hm += jv;
    }
    for (int v = 0; v < NV; v++) bad += deg[v] != row[v + 1] - row[v];
    CHECK(bad == 0 && strong == hs && hs > 0);
    CHECK(fabs(mean - hm) < 1e-9 * hm);
    free(adj); free(row); free(col); free(src); free(deg); free(jac);
    CHECK_DONE();
}

/* PageRank by power iteration on a CSR graph with dangling nodes, as graph-analytics codes port
 * it: the graph transposed on the host (in-edges per vertex), out-degrees, the dangling mass a
 * scalar `reduction(+:)` each iteration, the pull-based update a `parallel loop` with an inner
 * `loop seq` over the in-edges (indirect reads), the L1 change a second reduction and the loop
 * ends on convergence (`while` on the host around the kernels in a `data` region with
 * `present`); `kernels` for the normalisation. Checked against the host's iteration. */
#include <math.h>
#include "check.h"
#define NV 500

int main(void)
{
    int *deg = calloc(NV, sizeof(int)), *inptr = calloc(NV + 1, sizeof(int));
    int ne = 0;
    int (*edges)[2] = malloc(sizeof(int[2]) * NV * 8);
    unsigned s = 1u;
    for (int u = 0; u < NV; u++) {
        if (u % 11 == 3) continue; /* dangling */
        int d = 1 + u % 7;
        for (int k = 0; k < d; k++) {
            s = s * 1664525u + 1013904223u;
            int v = (int)((s >> 8) % NV);
            if (v == u) continue;
            edges[ne][0] = u; edges[ne][1] = v; ne++;
            deg[u]++;
        }
    }
    for (int e = 0; e < ne; e++) inptr[edges[e][1] + 1]++;
    for (int v = 0; v < NV; v++) inptr[v + 1] += inptr[v];
    int *src = malloc(ne * sizeof(int)), *pos = malloc(NV * sizeof(int));
    for (int v = 0; v < NV; v++) pos[v] = inptr[v];
    for (int e = 0; e < ne; e++) src[pos[edges[e][1]]++] = edges[e][0];
    double *pr = malloc(NV * sizeof(double)), *nx = malloc(NV * sizeof(double)), *contrib = malloc(NV * sizeof(double));
    double *hpr = malloc(NV * sizeof(double)), *hnx = malloc(NV * sizeof(double));
    const double d = 0.85, tol = 1e-10;
    for (int v = 0; v < NV; v++) hpr[v] = pr[v] = 1.0 / NV;
    int hit = 0;
    for (double diff = 1.0; diff > tol && hit < 200; hit++) {
        double dang = 0.0;
        for (int u = 0; u < NV; u++) if (deg[u] == 0) dang += hpr[u];
        diff = 0.0;
        for (int v = 0; v < NV; v++) {
            double sum = 0.0;
            for (int k = inptr[v]; k < inptr[v + 1]; k++) sum += hpr[src[k]] / deg[src[k]];
            hnx[v] = (1.0 - d) / NV + d * (sum + dang / NV);
            diff += fabs(hnx[v] - hpr[v]);
        }
        for (int v = 0; v < NV; v++) hpr[v] = hnx[v];
    }
    int it = 0;
    double diff = 1.0, total = 0.0;
#pragma acc data copyin(deg[0:NV], inptr[0:NV+1], src[0:ne]) copy(pr[0:NV]) create(nx[0:NV], contrib[0:NV])
    {
        while (diff > tol && it < 200) {
            double dang = 0.0;
#pragma acc parallel loop present(pr, deg, contrib) reduction(+:dang)
            for (int u = 0; u < NV; u++) {
                if (deg[u] == 0) { dang += pr[u]; contrib[u] = 0.0; }
                else contrib[u] = pr[u] / deg[u];
            }
            diff = 0.0;
#pragma acc parallel loop present(pr, nx, inptr, src, contrib) reduction(+:diff)
            for (int v = 0; v < NV; v++) {
                double sum = 0.0;
#pragma acc loop seq
                for (int k = inptr[v]; k < inptr[v + 1]; k++) sum += contrib[src[k]];
                nx[v] = (1.0 - d) / NV + d * (sum + dang / NV);
                diff += fabs(nx[v] - pr[v]);
            }
#pragma acc kernels present(pr, nx)
            for (int v = 0; v < NV; v++) pr[v] = nx[v];
            it++;
        }
#pragma acc kernels present(pr)
        {
            for (int v = 0; v < NV; v++) total += pr[v];
        }
    }
    CHECK(it == hit);
    CHECK(fabs(total - 1.0) < 1e-9);
    int bad = 0;
    for (int v = 0; v < NV; v++) if (fabs(pr[v] - hpr[v]) > 1e-12) bad++;
    CHECK(bad == 0);
    free(deg); free(inptr); free(edges); free(src); free(pos); free(pr); free(nx); free(contrib); free(hpr); free(hnx);
    CHECK_DONE();
}

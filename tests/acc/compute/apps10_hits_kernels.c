/* Kleinberg's HITS (hubs and authorities) on a directed graph in CSR and its transpose, as a
 * `kernels` port writes it: the authority update pulls from in-edges and the hub update from
 * out-edges in `kernels loop independent` nests, the norms found by the compiler's reductions
 * inside `kernels` (sum of squares), the normalization a plain `kernels` loop over `restrict`
 * arrays; the graph `copyin` once by a `data` region with `present` on every construct. Checked
 * against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NV 240
#define ITERS 10

int main(void)
{
    int outdeg = 5, ne = NV * outdeg;
    int *orow = malloc((NV + 1) * sizeof(int)), *ocol = malloc(ne * sizeof(int));
    int *irow = calloc(NV + 1, sizeof(int)), *icol = malloc(ne * sizeof(int)), *fill = calloc(NV, sizeof(int));
    unsigned s = 11;
    for (int v = 0; v < NV; v++) {
        orow[v] = v * outdeg;
        for (int k = 0; k < outdeg; k++) {
            s = s * 1664525u + 1013904223u;
            int t = (int)((s >> 10) % (v % 7 == 0 ? 20 : NV));
            ocol[v * outdeg + k] = t;
            irow[t + 1]++;
        }
    }
    orow[NV] = ne;
    for (int v = 0; v < NV; v++) irow[v + 1] += irow[v];
    for (int v = 0; v < NV; v++)
        for (int e = orow[v]; e < orow[v + 1]; e++) { int t = ocol[e]; icol[irow[t] + fill[t]++] = v; }
    double *restrict hub = malloc(NV * sizeof(double)), *restrict auth = malloc(NV * sizeof(double));
    double *hh = malloc(NV * sizeof(double)), *ha = malloc(NV * sizeof(double));
    for (int v = 0; v < NV; v++) hub[v] = auth[v] = hh[v] = ha[v] = 1.0;
#pragma acc data copyin(orow[0:NV+1], ocol[0:ne], irow[0:NV+1], icol[0:ne]) copy(hub[0:NV], auth[0:NV])
    for (int it = 0; it < ITERS; it++) {
        double na = 0, nh = 0;
#pragma acc kernels present(irow[0:NV+1], icol[0:ne], hub[0:NV], auth[0:NV])
        {
#pragma acc loop independent
            for (int v = 0; v < NV; v++) {
                double a = 0;
                for (int e = irow[v]; e < irow[v + 1]; e++) a += hub[icol[e]];
                auth[v] = a;
            }
            for (int v = 0; v < NV; v++) na += auth[v] * auth[v];
        }
        na = sqrt(na);
#pragma acc kernels present(auth[0:NV])
        for (int v = 0; v < NV; v++) auth[v] /= na;
#pragma acc kernels present(orow[0:NV+1], ocol[0:ne], hub[0:NV], auth[0:NV])
        {
#pragma acc loop independent
            for (int v = 0; v < NV; v++) {
                double h = 0;
                for (int e = orow[v]; e < orow[v + 1]; e++) h += auth[ocol[e]];
                hub[v] = h;
            }
            for (int v = 0; v < NV; v++) nh += hub[v] * hub[v];
        }
        nh = sqrt(nh);
#pragma acc kernels present(hub[0:NV])
        for (int v = 0; v < NV; v++) hub[v] /= nh;
    }
    for (int it = 0; it < ITERS; it++) {
        double na = 0, nh = 0;
        for (int v = 0; v < NV; v++) {
            double a = 0;
            for (int e = irow[v]; e < irow[v + 1]; e++) a += hh[icol[e]];
            ha[v] = a; na += a * a;
        }
        na = sqrt(na);
        for (int v = 0; v < NV; v++) ha[v] /= na;
        for (int v = 0; v < NV; v++) {
            double h = 0;
            for (int e = orow[v]; e < orow[v + 1]; e++) h += ha[ocol[e]];
            hh[v] = h; nh += h * h;
        }
        nh = sqrt(nh);
        for (int v = 0; v < NV; v++) hh[v] /= nh;
    }
    double err = 0;
    int top = 0;
    for (int v = 0; v < NV; v++) {
        err = fmax(err, fabs(hub[v] - hh[v]) + fabs(auth[v] - ha[v]));
        if (auth[v] > auth[top]) top = v;
    }
    CHECK(err < 1e-10);
    CHECK(top < 20);
    free(orow); free(ocol); free(irow); free(icol); free(fill); free(hub); free(auth); free(hh); free(ha);
    CHECK_DONE();
}

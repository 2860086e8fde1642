/* A nodal discontinuous-Galerkin / spectral-element volume kernel as such codes are ported:
 * per-element small dense matrices (a derivative matrix `Dr[NP][NP]` shared by every element
 * and per-element geometric factors), the element loop `parallel loop gang` (2.9.2) and the
 * node loop `loop vector` (2.9.4) with an inner `loop seq` dot product, the surface term as a
 * face loop reading the neighbour's trace through an element-to-element map, and the update in
 * `kernels loop independent` (2.9.9). Arrays of a struct of pointers, `copyin` of the member
 * sections (2.7.1); checked against the host. */
#include <math.h>
#include "check.h"
#define NP 8
#define NE 96
#define IDX(e, n) ((e) * NP + (n))
typedef struct {
    double *u, *rhs, *rx;
    int *e2e;
    int ne;
} mesh_t;

static void rhs_host(const double Dr[NP][NP], const double *u, const double *rx, const int *e2e, double *rhs, double a, double lift)
{
    for (int e = 0; e < NE; e++) {
        for (int n = 0; n < NP; n++) {
            double du = 0.0;
            for (int m = 0; m < NP; m++) du += Dr[n][m] * u[IDX(e, m)];
            rhs[IDX(e, n)] = -a * rx[e] * du;
        }
        double uL = u[IDX(e2e[2 * e], NP - 1)];
        double flux = 0.5 * a * (u[IDX(e, 0)] - uL) * (1.0 + (a > 0 ? 1.0 : -1.0));
        rhs[IDX(e, 0)] += lift * rx[e] * flux;
        double uR = u[IDX(e2e[2 * e + 1], 0)];
        double fluxR = 0.5 * a * (u[IDX(e, NP - 1)] - uR) * (1.0 - (a > 0 ? 1.0 : -1.0));
        rhs[IDX(e, NP - 1)] -= lift * rx[e] * fluxR;
    }
}

int main(void)
{
    double Dr[NP][NP];
    for (int n = 0; n < NP; n++)
        for (int m = 0; m < NP; m++)
            Dr[n][m] = (n == m) ? 0.0 : ((n + m) % 2 ? 1.0 : -1.0) / (double)(n - m);
    mesh_t M;
    M.ne = NE;
    M.u = malloc(sizeof(double) * NE * NP);
    M.rhs = malloc(sizeof(double) * NE * NP);
    M.rx = malloc(sizeof(double) * NE);
    M.e2e = malloc(sizeof(int) * 2 * NE);
    double *href = malloc(sizeof(double) * NE * NP), *hu = malloc(sizeof(double) * NE * NP);
    for (int e = 0; e < NE; e++) {
        M.rx[e] = 2.0 / (1.0 + 0.01 * e);
        M.e2e[2 * e] = (e + NE - 1) % NE;
        M.e2e[2 * e + 1] = (e + 1) % NE;
        for (int n = 0; n < NP; n++) M.u[IDX(e, n)] = hu[IDX(e, n)] = sin(0.1 * e + 0.3 * n);
    }
    const double a = 1.0, lift = 4.0, dt = 1e-3;
    int ne = M.ne;
    double *u = M.u, *rhs = M.rhs, *rx = M.rx;
    int *e2e = M.e2e;
    for (int it = 0; it < 4; it++) {
        rhs_host(Dr, hu, rx, e2e, href, a, lift);
        for (int k = 0; k < NE * NP; k++) hu[k] += dt * href[k];
    }
#pragma acc data copyin(Dr, rx[0:ne], e2e[0:2*ne]) copy(u[0:ne*NP]) create(rhs[0:ne*NP])
    for (int it = 0; it < 4; it++) {
#pragma acc parallel loop gang present(Dr, u, rx, e2e, rhs)
        for (int e = 0; e < ne; e++) {
#pragma acc loop vector
            for (int n = 0; n < NP; n++) {
                double du = 0.0;
#pragma acc loop seq
                for (int m = 0; m < NP; m++) du += Dr[n][m] * u[IDX(e, m)];
                rhs[IDX(e, n)] = -a * rx[e] * du;
            }
        }
#pragma acc parallel loop present(u, rx, e2e, rhs)
        for (int e = 0; e < ne; e++) {
            double uL = u[IDX(e2e[2 * e], NP - 1)];
            double flux = 0.5 * a * (u[IDX(e, 0)] - uL) * (1.0 + (a > 0 ? 1.0 : -1.0));
            rhs[IDX(e, 0)] += lift * rx[e] * flux;
            double uR = u[IDX(e2e[2 * e + 1], 0)];
            double fluxR = 0.5 * a * (u[IDX(e, NP - 1)] - uR) * (1.0 - (a > 0 ? 1.0 : -1.0));
            rhs[IDX(e, NP - 1)] -= lift * rx[e] * fluxR;
        }
#pragma acc kernels present(u, rhs)
#pragma acc loop independent
        for (int k = 0; k < ne * NP; k++) u[k] += dt * rhs[k];
    }
    int bad = 0;
    for (int k = 0; k < NE * NP; k++)
        if (fabs(M.u[k] - hu[k]) > 1e-12) bad++;
    CHECK(bad == 0);
    free(M.u); free(M.rhs); free(M.rx); free(M.e2e); free(href); free(hu);
    CHECK_DONE();
}

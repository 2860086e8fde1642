/* Kripke-style discrete-ordinates transport sweep as SN codes write it in OpenACC: a problem
 * struct of arrays deep-copied by `enter data copyin(K[0:1])` and its members (attached,
 * 2.7.2 / 2.6.8) in init/finalize functions, source iteration around a sweep over the
 * hyperplanes i+j+k = p of a 3-D grid (one `parallel loop gang collapse(2)` per plane over
 * directions x groups, `loop vector collapse(2)` over the plane's cells, launched on queue 1
 * and waited once per sweep, 2.16), the scalar flux as a sequential sum over directions, and
 * indexing macros. Checked against the same source iteration on the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NX 6
#define NY 5
#define NZ 4
#define ND 8
#define NG 3
#define ITERS 3
#define CELL(i, j, k) (((i) * NY + (j)) * NZ + (k))
#define PSI(d, g, i, j, k) ((((d) * NG + (g)) * NX * NY * NZ) + CELL(i, j, k))
#define PHI(g, c) ((g) * NX * NY * NZ + (c))

typedef struct {
    int nx, ny, nz, nd, ng;
    double *psi, *phi, *src, *q, *mu, *eta, *xi, *w, *sigt, *sigs;
} kripke_t;

static void kripke_init(kripke_t *K)
{
    int nc = NX * NY * NZ;
    K->nx = NX; K->ny = NY; K->nz = NZ; K->nd = ND; K->ng = NG;
    K->psi = calloc(ND * NG * nc, sizeof(double));
    K->phi = calloc(NG * nc, sizeof(double));
    K->src = calloc(NG * nc, sizeof(double));
    K->q = malloc(NG * nc * sizeof(double));
    K->mu = malloc(ND * sizeof(double)); K->eta = malloc(ND * sizeof(double));
    K->xi = malloc(ND * sizeof(double)); K->w = malloc(ND * sizeof(double));
    K->sigt = malloc(NG * sizeof(double)); K->sigs = malloc(NG * sizeof(double));
    for (int d = 0; d < ND; d++) {
        double a = 0.3 + 0.5 * d / ND, b = 0.9 - 0.6 * d / ND;
        double c = sqrt(fmax(0.05, 1.0 - a * a - b * b * 0.5));
        K->mu[d] = a; K->eta[d] = b * 0.7; K->xi[d] = c; K->w[d] = 1.0 / ND;
    }
    for (int g = 0; g < NG; g++) { K->sigt[g] = 1.0 + 0.5 * g; K->sigs[g] = 0.4 + 0.1 * g; }
    for (int g = 0; g < NG; g++)
        for (int c = 0; c < nc; c++) K->q[PHI(g, c)] = 1.0 + ((c * 7 + g * 3) % 5) * 0.25;
#pragma acc enter data copyin(K[0:1])
#pragma acc enter data create(K->psi[0:ND * NG * nc], K->phi[0:NG * nc], K->src[0:NG * nc]) \
    copyin(K->q[0:NG * nc], K->mu[0:ND], K->eta[0:ND], K->xi[0:ND], K->w[0:ND], \
           K->sigt[0:NG], K->sigs[0:NG])
}

static void kripke_fini(kripke_t *K)
{
    int nc = NX * NY * NZ;
#pragma acc exit data delete(K->psi[0:ND * NG * nc], K->src[0:NG * nc], K->q[0:NG * nc], \
    K->mu[0:ND], K->eta[0:ND], K->xi[0:ND], K->w[0:ND], K->sigt[0:NG], K->sigs[0:NG]) \
    copyout(K->phi[0:NG * nc])
#pragma acc exit data delete(K[0:1])
}

static void source(kripke_t *K)
{
    int nc = NX * NY * NZ;
#pragma acc parallel loop collapse(2) present(K[0:1])
    for (int g = 0; g < NG; g++)
        for (int c = 0; c < nc; c++)
            K->src[PHI(g, c)] = K->sigs[g] * K->phi[PHI(g, c)] + K->q[PHI(g, c)];
}

static void sweep(kripke_t *K)
{
    for (int p = 0; p <= NX + NY + NZ - 3; p++) {
#pragma acc parallel loop gang collapse(2) present(K[0:1]) async(1)
        for (int d = 0; d < ND; d++)
            for (int g = 0; g < NG; g++) {
#pragma acc loop vector collapse(2)
                for (int i = 0; i < NX; i++)
                    for (int j = 0; j < NY; j++) {
                        int k = p - i - j;
                        if (k < 0 || k >= NZ) continue;
                        double m = K->mu[d], e = K->eta[d], x = K->xi[d];
                        double in_x = i > 0 ? K->psi[PSI(d, g, i - 1, j, k)] : 0.5;
                        double in_y = j > 0 ? K->psi[PSI(d, g, i, j - 1, k)] : 0.25;
                        double in_z = k > 0 ? K->psi[PSI(d, g, i, j, k - 1)] : 0.0;
                        K->psi[PSI(d, g, i, j, k)] =
                            (K->src[PHI(g, CELL(i, j, k))] + m * in_x + e * in_y + x * in_z) /
                            (K->sigt[g] + m + e + x);
                    }
            }
    }
#pragma acc wait(1)
}

static void scalar_flux(kripke_t *K)
{
    int nc = NX * NY * NZ;
#pragma acc parallel loop gang vector collapse(2) present(K[0:1])
    for (int g = 0; g < NG; g++)
        for (int c = 0; c < nc; c++) {
            double s = 0.0;
            for (int d = 0; d < ND; d++) s += K->w[d] * K->psi[(d * NG + g) * nc + c];
            K->phi[PHI(g, c)] = s;
        }
}

static void host_run(const kripke_t *K, double *phi)
{
    int nc = NX * NY * NZ;
    double *psi = calloc(ND * NG * nc, sizeof(double)), *src = malloc(NG * nc * sizeof(double));
    memset(phi, 0, NG * nc * sizeof(double));
    for (int it = 0; it < ITERS; it++) {
        for (int g = 0; g < NG; g++)
            for (int c = 0; c < nc; c++) src[PHI(g, c)] = K->sigs[g] * phi[PHI(g, c)] + K->q[PHI(g, c)];
        for (int d = 0; d < ND; d++)
            for (int g = 0; g < NG; g++)
                for (int i = 0; i < NX; i++)
                    for (int j = 0; j < NY; j++)
                        for (int k = 0; k < NZ; k++) {
                            double m = K->mu[d], e = K->eta[d], x = K->xi[d];
                            double in_x = i > 0 ? psi[PSI(d, g, i - 1, j, k)] : 0.5;
                            double in_y = j > 0 ? psi[PSI(d, g, i, j - 1, k)] : 0.25;
                            double in_z = k > 0 ? psi[PSI(d, g, i, j, k - 1)] : 0.0;
                            psi[PSI(d, g, i, j, k)] = (src[PHI(g, CELL(i, j, k))] + m * in_x + e * in_y + x * in_z) /
                                                      (K->sigt[g] + m + e + x);
                        }
        for (int g = 0; g < NG; g++)
            for (int c = 0; c < nc; c++) {
                double s = 0.0;
                for (int d = 0; d < ND; d++) s += K->w[d] * psi[(d * NG + g) * nc + c];
                phi[PHI(g, c)] = s;
            }
    }
    free(psi); free(src);
}

int main(void)
{
    kripke_t K;
    kripke_init(&K);
    int nc = NX * NY * NZ;
#pragma acc parallel loop present(K)
    for (int c = 0; c < NG * nc; c++) K.phi[c] = 0.0;
    for (int it = 0; it < ITERS; it++) {
        source(&K);
        sweep(&K);
        scalar_flux(&K);
    }
    kripke_fini(&K);
    double *ref = malloc(NG * nc * sizeof(double));
    host_run(&K, ref);
    double maxd = 0, tot = 0;
    for (int c = 0; c < NG * nc; c++) { maxd = fmax(maxd, fabs(ref[c] - K.phi[c])); tot += ref[c]; }
    CHECK(maxd < 1e-12 * tot);
    CHECK(tot > 1.0);
    free(ref);
    CHECK_DONE();
}

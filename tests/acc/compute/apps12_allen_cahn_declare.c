/* Allen-Cahn phase separation (explicit Euler, periodic 2-D grid) as phase-field codes write it
 * (spec 2.13 declare create for scalar globals, 2.14.4 update, 2.5.3 kernels, 2.9.6 collapse,
 * 2.7.6 present): the model parameters are `declare create` global scalars sent with `update
 * device`, each step is a `kernels loop independent collapse(2)` from one flattened field to the
 * other behind an indexing macro with wrapped neighbours, the mean order parameter and the
 * interface energy are reductions, and the field comes back by `update self` every 25 steps.
 * Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NX 48
#define NY 40
#define STEPS 100
#define AT(f, i, j) (f)[((i) + NX) % NX * NY + ((j) + NY) % NY]

double eps2, dtau;
#pragma acc declare create(eps2, dtau)

static void step(const double *restrict u, double *restrict un)
{
#pragma acc kernels present(u[0:NX * NY], un[0:NX * NY])
#pragma acc loop independent collapse(2)
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            double c = AT(u, i, j);
            double lap = AT(u, i + 1, j) + AT(u, i - 1, j) + AT(u, i, j + 1) + AT(u, i, j - 1) - 4.0 * c;
            AT(un, i, j) = c + dtau * (eps2 * lap + c - c * c * c);
        }
}

int main(void)
{
    double *a = malloc(NX * NY * sizeof(double)), *b = malloc(NX * NY * sizeof(double));
    double *h = malloc(NX * NY * sizeof(double)), *hn = malloc(NX * NY * sizeof(double));
    unsigned s = 77u;
    for (int k = 0; k < NX * NY; k++) { s = s * 1103515245u + 12345u; a[k] = h[k] = ((s >> 16) & 1023) / 1023.0 * 0.2 - 0.1; }
    eps2 = 0.8;
    dtau = 0.1;
#pragma acc update device(eps2, dtau)
    double snapmean[STEPS / 25], mean = 0, energy = 0;
    int ns = 0;
    double *u = a, *un = b;
#pragma acc data copy(a[0:NX * NY]) create(b[0:NX * NY])
    {
        for (int t = 0; t < STEPS; t++) {
            step(u, un);
            double *tmp = u; u = un; un = tmp;
            if (t % 25 == 24) {
#pragma acc update self(u[0:NX * NY])
                double m = 0;
                for (int k = 0; k < NX * NY; k++) m += fabs(u[k]);
                snapmean[ns++] = m / (NX * NY);
            }
        }
#pragma acc parallel loop collapse(2) reduction(+:mean, energy) present(u[0:NX * NY])
        for (int i = 0; i < NX; i++)
            for (int j = 0; j < NY; j++) {
                double c = AT(u, i, j), dx = AT(u, i + 1, j) - c, dy = AT(u, i, j + 1) - c;
                mean += c;
                energy += 0.5 * eps2 * (dx * dx + dy * dy) + 0.25 * (c * c - 1) * (c * c - 1);
            }
    }
    double hm = 0, he = 0;
    int k2 = 0;
    double *p = h, *q = hn;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 0; i < NX; i++)
            for (int j = 0; j < NY; j++) {
                double c = AT(p, i, j);
                double lap = AT(p, i + 1, j) + AT(p, i - 1, j) + AT(p, i, j + 1) + AT(p, i, j - 1) - 4.0 * c;
                AT(q, i, j) = c + dtau * (eps2 * lap + c - c * c * c);
            }
        double *tmp = p; p = q; q = tmp;
        if (t % 25 == 24) {
            double m = 0;
            for (int k = 0; k < NX * NY; k++) m += fabs(p[k]);
            CHECK(fabs(m / (NX * NY) - snapmean[k2++]) < 1e-9);
        }
    }
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            double c = AT(p, i, j), dx = AT(p, i + 1, j) - c, dy = AT(p, i, j + 1) - c;
            hm += c;
            he += 0.5 * eps2 * (dx * dx + dy * dy) + 0.25 * (c * c - 1) * (c * c - 1);
        }
    CHECK(ns == STEPS / 25 && k2 == ns);
    CHECK(fabs(mean - hm) < 1e-8 && fabs(energy - he) < 1e-8 * he);
    double md = 0;
    for (int k = 0; k < NX * NY; k++) md = fmax(md, fabs(u[k] - p[k]));
    CHECK(md < 1e-10);
    CHECK(snapmean[ns - 1] > 0.5); /* the phases have separated towards +-1 */
    free(a); free(b); free(h); free(hn);
    CHECK_DONE();
}

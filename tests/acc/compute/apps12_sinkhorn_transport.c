/* Entropic optimal transport by Sinkhorn iterations, as ML/imaging codes port it (spec 2.9 loop
 * gang/vector, 2.9.11 reduction, 2.7.6 present, 2.14.4 update, 2.6.5 data): the Gibbs kernel
 * K = exp(-C/eps) is built once by a `collapse(2)` loop, each iteration scales u = a ./ (K v)
 * (one gang per row, a `loop vector reduction(+:)` over columns) and v = b ./ (K^T u) (one gang
 * per column), and every 10 iterations the row-marginal error is a `max` reduction the host
 * reads to stop; the transport cost is a final `collapse(2)` `+` reduction. Checked against
 * the same iteration on the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NA 40
#define NB 32
#define EPS 0.1

int main(void)
{
    double *K = malloc(NA * NB * sizeof(double)), *C = malloc(NA * NB * sizeof(double));
    double a[NA], b[NB], u[NA], v[NB], hu[NA], hv[NB];
    double sa = 0, sb = 0;
    for (int i = 0; i < NA; i++) { a[i] = 1.0 + sin(0.2 * i) * 0.5; sa += a[i]; }
    for (int j = 0; j < NB; j++) { b[j] = 1.0 + exp(-0.01 * (j - 20) * (j - 20)); sb += b[j]; }
    for (int i = 0; i < NA; i++) a[i] /= sa;
    for (int j = 0; j < NB; j++) b[j] /= sb;
    for (int i = 0; i < NA; i++)
        for (int j = 0; j < NB; j++) { double d = (double)i / NA - (double)j / NB; C[i * NB + j] = d * d; }
    for (int j = 0; j < NB; j++) v[j] = hv[j] = 1.0;
    int it = 0;
    double err = 1, cost = 0;
#pragma acc data copyin(C[0:NA * NB], a, b) create(K[0:NA * NB], u) copy(v)
    {
#pragma acc parallel loop collapse(2) present(C[0:NA * NB], K[0:NA * NB])
        for (int i = 0; i < NA; i++)
            for (int j = 0; j < NB; j++) K[i * NB + j] = exp(-C[i * NB + j] / EPS);
        while (err > 1e-7 && it < 2000) {
#pragma acc parallel loop gang present(K[0:NA * NB], u, v, a)
            for (int i = 0; i < NA; i++) {
                double s = 0;
#pragma acc loop vector reduction(+:s)
                for (int j = 0; j < NB; j++) s += K[i * NB + j] * v[j];
                u[i] = a[i] / s;
            }
#pragma acc parallel loop gang present(K[0:NA * NB], u, v, b)
            for (int j = 0; j < NB; j++) {
                double s = 0;
#pragma acc loop vector reduction(+:s)
                for (int i = 0; i < NA; i++) s += K[i * NB + j] * u[i];
                v[j] = b[j] / s;
            }
            it++;
            if (it % 10 == 0) {
                double e = 0;
#pragma acc parallel loop gang reduction(max:e) present(K[0:NA * NB], u, v, a)
                for (int i = 0; i < NA; i++) {
                    double s = 0;
#pragma acc loop vector reduction(+:s)
                    for (int j = 0; j < NB; j++) s += K[i * NB + j] * v[j];
                    e = fmax(e, fabs(u[i] * s - a[i]));
                }
                err = e;
            }
        }
#pragma acc update self(u)
#pragma acc parallel loop collapse(2) reduction(+:cost) present(K[0:NA * NB], C[0:NA * NB], u, v)
        for (int i = 0; i < NA; i++)
            for (int j = 0; j < NB; j++) cost += u[i] * K[i * NB + j] * v[j] * C[i * NB + j];
    }
    for (int i = 0; i < NA; i++)
        for (int j = 0; j < NB; j++) K[i * NB + j] = exp(-C[i * NB + j] / EPS);
    for (int k = 0; k < it; k++) {
        for (int i = 0; i < NA; i++) { double s = 0; for (int j = 0; j < NB; j++) s += K[i * NB + j] * hv[j]; hu[i] = a[i] / s; }
        for (int j = 0; j < NB; j++) { double s = 0; for (int i = 0; i < NA; i++) s += K[i * NB + j] * hu[i]; hv[j] = b[j] / s; }
    }
    double hc = 0, md = 0, mass = 0;
    for (int i = 0; i < NA; i++)
        for (int j = 0; j < NB; j++) {
            double p = hu[i] * K[i * NB + j] * hv[j];
            hc += p * C[i * NB + j];
            mass += p;
        }
    for (int i = 0; i < NA; i++) md = fmax(md, fabs(u[i] - hu[i]) / hu[i]);
    for (int j = 0; j < NB; j++) md = fmax(md, fabs(v[j] - hv[j]) / hv[j]);
    CHECK(it < 2000 && err <= 1e-7);
    CHECK(md < 1e-6);
    CHECK(fabs(cost - hc) < 1e-6 * hc && fabs(mass - 1.0) < 1e-5);
    free(K); free(C);
    CHECK_DONE();
}

/* Spectral-element operator application with gather-scatter (direct stiffness summation), as
 * Nek-style mini-apps write it (spec 2.15.1 routine vector, 2.9 loop gang, 2.12 atomic, 2.7.6
 * present): each quad element holds (P+1)^2 local nodes; a `routine vector` applies the tensor
 * product of a 1-D operator to one element (`loop vector collapse(2)` inside, called from a
 * `parallel loop gang`), the gather adds local values into the periodic global grid with
 * `atomic update` and the scatter copies the sums back; the multiplicity (1, 2 or 4 copies of a
 * node) comes from gather-scattering ones. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define P 4
#define NQ (P + 1)
#define EX 6
#define EY 5
#define NE (EX * EY)
#define GX (EX * P)
#define GY (EY * P)
#define NG (GX * GY)
#define NL (NE * NQ * NQ)
#define LID(e, a, b) (((e) * NQ + (a)) * NQ + (b))

#pragma acc routine seq
static int glob(int e, int a, int b)
{
    int ex = e % EX, ey = e / EX;
    return ((ey * P + b) % GY) * GX + (ex * P + a) % GX;
}

#pragma acc routine vector
static void local_ax(const double *restrict u, double *restrict w, const double *restrict K)
{
#pragma acc loop vector collapse(2)
    for (int a = 0; a < NQ; a++)
        for (int b = 0; b < NQ; b++) {
            double t = 0;
            for (int m = 0; m < NQ; m++) t += K[a * NQ + m] * u[m * NQ + b] + K[b * NQ + m] * u[a * NQ + m];
            w[a * NQ + b] = t;
        }
}

static void gather_scatter(double *restrict ul, double *restrict ug)
{
#pragma acc parallel loop present(ug[0:NG])
    for (int g = 0; g < NG; g++) ug[g] = 0.0;
#pragma acc parallel loop collapse(3) present(ul[0:NL], ug[0:NG])
    for (int e = 0; e < NE; e++)
        for (int a = 0; a < NQ; a++)
            for (int b = 0; b < NQ; b++) {
#pragma acc atomic update
                ug[glob(e, a, b)] += ul[LID(e, a, b)];
            }
#pragma acc parallel loop collapse(3) present(ul[0:NL], ug[0:NG])
    for (int e = 0; e < NE; e++)
        for (int a = 0; a < NQ; a++)
            for (int b = 0; b < NQ; b++) ul[LID(e, a, b)] = ug[glob(e, a, b)];
}

int main(void)
{
    double K[NQ * NQ], D[NQ * NQ];
    for (int i = 0; i < NQ; i++)
        for (int j = 0; j < NQ; j++) D[i * NQ + j] = (i == j ? 1.0 : 0.0) - 1.0 / NQ + 0.05 * (i - j);
    for (int i = 0; i < NQ; i++)
        for (int j = 0; j < NQ; j++) {
            K[i * NQ + j] = 0;
            for (int k = 0; k < NQ; k++) K[i * NQ + j] += D[k * NQ + i] * D[k * NQ + j];
        }
    double *ul = malloc(NL * sizeof(double)), *wl = malloc(NL * sizeof(double)), *ug = malloc(NG * sizeof(double));
    double *mult = malloc(NL * sizeof(double)), *ref = malloc(NG * sizeof(double)), *hg = malloc(NG * sizeof(double));
    for (int g = 0; g < NG; g++) ref[g] = sin(0.3 * (g % GX)) + cos(0.2 * (g / GX)) + 0.01 * g;
    for (int e = 0; e < NE; e++)
        for (int a = 0; a < NQ; a++)
            for (int b = 0; b < NQ; b++) { ul[LID(e, a, b)] = ref[glob(e, a, b)]; mult[LID(e, a, b)] = 1.0; }
#pragma acc data copyin(ul[0:NL], K) copy(mult[0:NL]) create(wl[0:NL]) copyout(ug[0:NG])
    {
        gather_scatter(mult, ug);
#pragma acc parallel loop gang present(ul[0:NL], wl[0:NL], K)
        for (int e = 0; e < NE; e++) local_ax(ul + e * NQ * NQ, wl + e * NQ * NQ, K);
        gather_scatter(wl, ug);
    }
    /* host: the assembled operator is the sum over elements of the local products */
    memset(hg, 0, NG * sizeof(double));
    for (int e = 0; e < NE; e++)
        for (int a = 0; a < NQ; a++)
            for (int b = 0; b < NQ; b++) {
                double t = 0;
                for (int m = 0; m < NQ; m++) t += K[a * NQ + m] * ref[glob(e, m, b)] + K[b * NQ + m] * ref[glob(e, a, m)];
                hg[glob(e, a, b)] += t;
            }
    double md = 0, mx = 0;
    for (int g = 0; g < NG; g++) { md = fmax(md, fabs(ug[g] - hg[g])); mx = fmax(mx, fabs(hg[g])); }
    CHECK(mx > 0.1 && md < 1e-12 * NG * mx);
    int n1 = 0, n2 = 0, n4 = 0;
    for (int e = 0; e < NE; e++)
        for (int a = 0; a < NQ; a++)
            for (int b = 0; b < NQ; b++) {
                double m = mult[LID(e, a, b)];
                int ea = a == 0 || a == P, eb = b == 0 || b == P;
                CHECK(m == (ea && eb ? 4.0 : ea || eb ? 2.0 : 1.0));
                n1 += m == 1.0; n2 += m == 2.0; n4 += m == 4.0;
            }
    CHECK(n1 == NE * (P - 1) * (P - 1) && n4 == NE * 4);
    free(ul); free(wl); free(ug); free(mult); free(ref); free(hg);
    CHECK_DONE();
}

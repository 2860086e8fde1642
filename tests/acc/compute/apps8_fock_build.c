/* A Hartree-Fock two-electron Fock build as quantum-chemistry codes port it to OpenACC: the
 * unique shell-pair quartets (ij >= kl over packed triangular pair indices, the pair's i and
 * j decoded from the index with `sqrt`), Schwarz screening with `continue`, a model
 * electron-repulsion integral over s-type Gaussians in a `routine seq` using the Boys function
 * F0 (`erf`, `sqrt`), the degeneracy factor of the quartet, and the Coulomb and exchange
 * contributions scattered into the Fock matrix with six `atomic update`s (2.12) on a 2-D
 * array. The quartet loop a `parallel loop gang vector` with `collapse(2)` over (ij, kl) and
 * the triangle test inside; the energy `sum D*F` a reduction. Checked against the host. */
#include <math.h>
#include "check.h"
#define NB 14
#define NPAIR (NB * (NB + 1) / 2)

#pragma acc routine seq
static double boys0(double t)
{
    if (t < 1e-8) return 1.0 - t / 3.0;
    return 0.5 * sqrt(M_PI / t) * erf(sqrt(t));
}

#pragma acc routine seq
static double eri(const double *x, const double *a, int i, int j, int k, int l)
{
    double p = a[i] + a[j], q = a[k] + a[l];
    double P = (a[i] * x[i] + a[j] * x[j]) / p, Q = (a[k] * x[k] + a[l] * x[l]) / q;
    double kab = exp(-a[i] * a[j] / p * (x[i] - x[j]) * (x[i] - x[j]));
    double kcd = exp(-a[k] * a[l] / q * (x[k] - x[l]) * (x[k] - x[l]));
    double rho = p * q / (p + q);
    return 2.0 * pow(M_PI, 2.5) / (p * q * sqrt(p + q)) * kab * kcd * boys0(rho * (P - Q) * (P - Q));
}

#pragma acc routine seq
static void pair_of(int ij, int *i, int *j)
{
    int a = (int)((sqrt(8.0 * ij + 1.0) - 1.0) / 2.0);
    while (a * (a + 1) / 2 > ij) a--;
    while ((a + 1) * (a + 2) / 2 <= ij) a++;
    *i = a;
    *j = ij - a * (a + 1) / 2;
}

int main(void)
{
    double x[NB], a[NB], D[NB][NB], F[NB][NB], HF[NB][NB], Qs[NPAIR];
    for (int i = 0; i < NB; i++) { x[i] = 0.7 * i; a[i] = 0.5 + 0.3 * (i % 4); }
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) { D[i][j] = 0.1 * exp(-0.2 * abs(i - j)); F[i][j] = HF[i][j] = 0.0; }
    for (int ij = 0; ij < NPAIR; ij++) {
        int i, j;
        pair_of(ij, &i, &j);
        Qs[ij] = sqrt(eri(x, a, i, j, i, j));
    }
    const double thresh = 1e-7;
    int hkept = 0;
    for (int ij = 0; ij < NPAIR; ij++)
        for (int kl = 0; kl <= ij; kl++) {
            if (Qs[ij] * Qs[kl] < thresh) continue;
            int i, j, k, l;
            pair_of(ij, &i, &j);
            pair_of(kl, &k, &l);
            double v = eri(x, a, i, j, k, l);
            double deg = (i == j ? 0.5 : 1.0) * (k == l ? 0.5 : 1.0) * (ij == kl ? 0.5 : 1.0);
            double g = v * deg;
            hkept++;
            HF[i][j] += 4.0 * D[k][l] * g; HF[k][l] += 4.0 * D[i][j] * g;
            HF[i][k] -= D[j][l] * g; HF[j][l] -= D[i][k] * g;
            HF[i][l] -= D[j][k] * g; HF[j][k] -= D[i][l] * g;
        }
    int kept = 0;
#pragma acc parallel loop gang vector collapse(2) copyin(x, a, D, Qs) copy(F) reduction(+:kept)
    for (int ij = 0; ij < NPAIR; ij++)
        for (int kl = 0; kl < NPAIR; kl++) {
            if (kl > ij) continue;
            if (Qs[ij] * Qs[kl] < thresh) continue;
            int i, j, k, l;
            pair_of(ij, &i, &j);
            pair_of(kl, &k, &l);
            double v = eri(x, a, i, j, k, l);
            double deg = (i == j ? 0.5 : 1.0) * (k == l ? 0.5 : 1.0) * (ij == kl ? 0.5 : 1.0);
            double g = v * deg;
            kept++;
#pragma acc atomic update
            F[i][j] += 4.0 * D[k][l] * g;
#pragma acc atomic update
            F[k][l] += 4.0 * D[i][j] * g;
#pragma acc atomic update
            F[i][k] -= D[j][l] * g;
#pragma acc atomic update
            F[j][l] -= D[i][k] * g;
#pragma acc atomic update
            F[i][l] -= D[j][k] * g;
#pragma acc atomic update
            F[j][k] -= D[i][l] * g;
        }
    double E = 0.0, hE = 0.0;
#pragma acc parallel loop collapse(2) copyin(D, F) reduction(+:E)
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) E += D[i][j] * (F[i][j] + F[j][i]);
    int bad = 0;
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) {
            hE += D[i][j] * (HF[i][j] + HF[j][i]);
            if (fabs(F[i][j] - HF[i][j]) > 1e-10 * (1 + fabs(HF[i][j]))) bad++;
        }
    CHECK(bad == 0);
    CHECK(kept == hkept && kept < NPAIR * (NPAIR + 1) / 2);
    CHECK(fabs(E - hE) < 1e-9 * fabs(hE));
    CHECK_DONE();
}
